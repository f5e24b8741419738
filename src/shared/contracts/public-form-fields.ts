import * as z from "zod/mini";
import { isStorableText } from "../storable-text";

// The fields of the forms on the public pages, checked in the browser with zod/mini: the full zod the contracts
// are written in would be most of a sign-in page's JavaScript (decision 0032). The server checks the same input
// with the contracts (auth.ts, applications.ts); public-form-fields.test.ts holds both to the same answers.
// Each helper is the text.ts or numbers.ts one of the same name; application-form-fields.ts holds the
// application form's, which only /apply loads.

const UNSTORABLE = (label: string) =>
  `${label} contains a character that cannot be saved (such as a null character). Please remove it and try again.`;

export const storable = (label: string) => z.refine<string>(isStorableText, { error: UNSTORABLE(label) });
export const atMost = (label: string, max: number) =>
  z.maxLength(max, { error: `${label} must be at most ${max} characters.` });

/** Trimmed, lower-cased, at most 254 characters, an address; `required` gives an empty one its own message. */
export const emailAddress = (label: string, { required = false } = {}) => {
  const missing = `${label} is required.`;
  return z.pipe(
    z
      .string({ error: required ? missing : `${label} must be text.` })
      .check(
        storable(label),
        z.trim(),
        z.toLowerCase(),
        ...(required ? [z.minLength(1, { error: missing })] : []),
        atMost(label, 254),
      ),
    z.email({ error: "Please enter a valid email address." }),
  );
};

const email = emailAddress("Email");

/** contracts/auth.ts's partnerSignInInput. */
export const partnerSignInFields = z.object({
  email,
  password: z
    .string()
    .check(
      z.minLength(1, { error: "Please enter your password." }),
      z.maxLength(128, { error: "Too big: expected string to have <=128 characters" }),
    ),
});

/** contracts/auth.ts's requestSetupEmailInput. */
export const setupEmailFields = z.object({ email });

/** contracts/applications.ts's statusLookupInput. */
export const statusLookupFields = z.object({ email });
