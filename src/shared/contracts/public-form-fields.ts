import { isStorableText } from "../storable-text";

// The fields of the forms on the public pages, checked in the browser by plain functions (decision 0036): any
// zod, even zod/mini's core, would take a sign-in page over its 150 kB of JavaScript. The server checks the same
// input with the contracts (auth.ts, applications.ts); public-form-fields.test.ts holds both to the same answers
// for all a form's controls can hold (text). Each helper is the text.ts or numbers.ts one of the same name;
// application-form-fields.ts holds the application form's, which only /apply loads.

/** What a form's controls hold, by field name: always text ("" for a select nothing was chosen in). */
export type FormInput<Name extends string> = Readonly<Record<Name, string>>;

/** A form's answer: the values to send, or each refused field's first message, as the contract gives them. */
export type FieldsAnswer<Name extends string, Values> =
  | { ok: true; values: Values }
  | { ok: false; errors: Partial<Record<Name, string>> };

/** One field's answer: the value to send, or the first message the contract gives it. */
export type FieldAnswer<Value> = { value: Value } | { error: string };

/** Checks a form's fields, each by its own check, and answers as the contract's object does. */
export function checkFields<Name extends string, Values>(
  input: FormInput<Name>,
  checks: { readonly [Key in Name]: (value: string) => FieldAnswer<unknown> },
): FieldsAnswer<Name, Values> {
  const values: Partial<Record<Name, unknown>> = {};
  const errors: Partial<Record<Name, string>> = {};
  let ok = true;
  for (const name of Object.keys(checks) as Name[]) {
    const answer = checks[name](input[name] ?? "");
    if ("error" in answer) {
      errors[name] = answer.error;
      ok = false;
    } else values[name] = answer.value;
  }
  return ok ? { ok, values: values as Values } : { ok, errors };
}

/** The first message of a field's checks, run in the contract's order, if any refuses. */
export const firstOf = (...messages: (string | false | undefined)[]): string | undefined =>
  messages.find((message): message is string => typeof message === "string");

export const unstorable = (label: string, value: string) =>
  !isStorableText(value) &&
  `${label} contains a character that cannot be saved (such as a null character). Please remove it and try again.`;

export const tooLong = (label: string, value: string, max: number) =>
  value.length > max && `${label} must be at most ${max} characters.`;

/** zod's e-mail pattern, which the contracts' z.email() applies (the test holds it to zod's own). */
export const EMAIL_ADDRESS =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Trimmed, lower-cased, at most 254 characters, an address; `required` gives an empty one its own message. */
export const emailAddress =
  (label: string, { required = false } = {}) =>
  (value: string): FieldAnswer<string> => {
    const address = value.trim().toLowerCase();
    const error =
      firstOf(
        unstorable(label, value),
        required && address.length < 1 && `${label} is required.`,
        tooLong(label, address, 254),
      ) ?? (EMAIL_ADDRESS.test(address) ? undefined : "Please enter a valid email address.");
    return error === undefined ? { value: address } : { error };
  };

const email = emailAddress("Email");

const password = (value: string): FieldAnswer<string> => {
  const error = firstOf(
    value.length < 1 && "Please enter your password.",
    value.length > 128 && "Too big: expected string to have <=128 characters",
  );
  return error === undefined ? { value } : { error };
};

/** contracts/auth.ts's partnerSignInInput. */
export const partnerSignInFields = (input: FormInput<"email" | "password">) =>
  checkFields<"email" | "password", { email: string; password: string }>(input, { email, password });

/** contracts/auth.ts's requestSetupEmailInput. */
export const setupEmailFields = (input: FormInput<"email">) =>
  checkFields<"email", { email: string }>(input, { email });

/** contracts/applications.ts's statusLookupInput. */
export const statusLookupFields = (input: FormInput<"email">) =>
  checkFields<"email", { email: string }>(input, { email });
