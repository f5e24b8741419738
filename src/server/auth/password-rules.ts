import { dictionary } from "@zxcvbn-ts/language-common";
import { AppError } from "#server/platform/app-error";
import { PASSWORD_REFUSALS } from "#shared/contracts/auth";

/** How many of the most used passwords are refused. The list is zxcvbn's, ranked by how often each was seen. */
export const COMMON_PASSWORDS_REFUSED = 10_000;

// Words of company names too common to be a guess at the company.
const GENERIC_WORDS = new Set([
  "company",
  "corp",
  "gmbh",
  "global",
  "group",
  "inc",
  "international",
  "limited",
  "llc",
  "ltd",
  "partners",
  "services",
  "solutions",
  "systems",
  "technologies",
  "the",
]);

let common: ReadonlySet<string> | undefined;
const commonPasswords = () => {
  common ??= new Set(dictionary["passwords-common"].slice(0, COMMON_PASSWORDS_REFUSED));
  return common;
};

const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/**
 * The parts of a name worth guessing: the whole of it and each word of four characters or more with a letter in
 * it (a number in a name, such as a year, says little of whose it is).
 */
function guessableParts(name: string, minimumWhole: number): string[] {
  const whole = letters(name);
  const words = name
    .split(/[^\p{L}\p{N}]+/u)
    .map(letters)
    .filter((word) => word.length >= 4 && /\p{L}/u.test(word) && !GENERIC_WORDS.has(word));
  return [...new Set([...(whole.length >= minimumWhole ? [whole] : []), ...words])];
}

export interface PasswordOwner {
  email: string;
  /** The partner's company, for partner members. */
  companyName?: string | null;
}

/** Why the password is refused, or null: a common one, or one containing its owner's e-mail name or company. */
export function passwordRefusal(password: string, owner: PasswordOwner): string | null {
  const given = password.toLowerCase();
  if (commonPasswords().has(given)) return PASSWORD_REFUSALS.common;
  const compact = letters(password);
  const contains = (parts: string[]) => parts.some((part) => compact.includes(part));
  if (contains(guessableParts(owner.email.split("@")[0] ?? "", 3))) return PASSWORD_REFUSALS.emailName;
  if (owner.companyName && contains(guessableParts(owner.companyName, 3))) return PASSWORD_REFUSALS.company;
  return null;
}

/** Throws the refusal as a 400 on the `password` field. */
export function assertPasswordAllowed(password: string, owner: PasswordOwner, field = "password"): void {
  const refusal = passwordRefusal(password, owner);
  if (refusal) throw new AppError("bad_request", refusal, { reason: "password_refused", field });
}
