import { z } from "zod";
import { isStorableText } from "../storable-text";

export { isStorableText };

/**
 * The base of every text field people or clients fill in (free text, e-mail addresses, tokens): a string the
 * database can store, refused otherwise with a message naming the field.
 */
export const storableString = (label: string, missing = `${label} must be text.`) =>
  z.string({ error: missing }).refine(isStorableText, {
    error: `${label} contains a character that cannot be saved (such as a null character). Please remove it and try again.`,
  });

const maxLength = (label: string, max: number) => ({
  error: `${label} must be at most ${max} characters.`,
});

export const requiredText = (label: string, max: number) =>
  storableString(label, `${label} is required.`)
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, maxLength(label, max));

/** Empty inputs arrive as "" from forms: they mean "not given". */
export const optionalText = (label: string, max: number) =>
  storableString(label)
    .trim()
    .max(max, maxLength(label, max))
    .optional()
    .transform((value) => (value ? value : undefined));

/** An e-mail address, trimmed and lower-cased; `required` gives an empty one its own message. */
export const emailAddress = (label: string, options: { required?: boolean } = {}) => {
  const required = `${label} is required.`;
  const base = storableString(label, options.required ? required : undefined)
    .trim()
    .toLowerCase();
  return (options.required ? base.min(1, { error: required }) : base)
    .max(254, maxLength(label, 254))
    .pipe(z.email({ error: "Please enter a valid email address." }));
};

/** A web address people type: empty means "not given", otherwise a full http(s) URL. */
export const optionalWebsite = storableString("Website")
  .trim()
  .max(500, { error: "Website must be at most 500 characters." })
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(
    z
      .url({ protocol: /^https?$/, error: "Website must be a full address, e.g. https://example.com." })
      .optional(),
  );
