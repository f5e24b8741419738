import { z } from "zod";

/**
 * A number as a person or a form writes it: digits, optionally a fraction and a leading minus. JSON clients send
 * numbers, but the REST API's query strings and multipart forms carry every value as text, so this notation is
 * accepted as well; blanks, hex ("0x10"), exponents ("1e3"), "Infinity" and anything not text or a number
 * (true, [], [[5]], {}) are not numbers and are refused, never converted.
 */
const DECIMAL_NOTATION = /^-?\d+(\.\d+)?$/;

export interface NumberRules {
  integer?: boolean;
  min?: number;
  max?: number;
  /** The messages for a value under `min` or over `max`, when the defaults do not say it well. */
  tooSmall?: string;
  tooLarge?: string;
}

function bounded(label: string, rules: NumberRules) {
  let number = z.number({ error: `${label} must be a number.` });
  if (rules.integer) number = number.int({ error: `${label} must be a whole number.` });
  if (rules.min !== undefined) {
    const tooSmall =
      rules.tooSmall ??
      (rules.min === 0 ? `${label} cannot be negative.` : `${label} must be at least ${rules.min}.`);
    number = number.min(rules.min, { error: tooSmall });
  }
  if (rules.max !== undefined)
    number = number.max(rules.max, { error: rules.tooLarge ?? `${label} is too large.` });
  return number;
}

/** The text or number read as a number; anything else becomes an issue naming the field. */
function readNumber(label: string, value: number | string, context: z.RefinementCtx): number {
  if (typeof value === "number") return value;
  if (DECIMAL_NOTATION.test(value)) return Number(value);
  context.issues.push({
    code: "custom",
    input: value,
    message: value === "" ? `${label} is required.` : `${label} must be a number.`,
  });
  return z.NEVER;
}

/** The refusal of a value that is neither a number nor text, given by each member too (forms show a member's). */
const notANumber = (label: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? `${label} is required.` : `${label} must be a number.`,
});

/** Every numeric input: a number, or its decimal notation as text (see DECIMAL_NOTATION), within `rules`. */
export function numberField(label: string, rules: NumberRules = {}) {
  return z
    .union([z.number(notANumber(label)), z.string(notANumber(label))], notANumber(label))
    .transform((value, context) => readNumber(label, value, context))
    .pipe(bounded(label, rules));
}

/** As numberField, where an empty value ("" from a form, null or nothing) means "not given". */
export function optionalNumberField(label: string, rules: NumberRules = {}) {
  return z
    .union(
      [z.number(notANumber(label)), z.string(notANumber(label)), z.null(notANumber(label))],
      notANumber(label),
    )
    .optional()
    .transform((value, context) =>
      value === undefined || value === null || value === "" ? undefined : readNumber(label, value, context),
    )
    .pipe(bounded(label, rules).optional());
}

/** A money amount as a decimal string with at most two decimals: money never passes through a float. */
const MONEY = /^\d{1,13}(\.\d{1,2})?$/;

/** Compares two non-negative decimal strings exactly (no float): negative, zero or positive. */
export function compareDecimal(a: string, b: string): number {
  const [aWhole = "0", aCents = ""] = a.split(".");
  const [bWhole = "0", bCents = ""] = b.split(".");
  const scaled = (whole: string, cents: string) => BigInt(whole) * 100n + BigInt(cents.padEnd(2, "0"));
  const difference = scaled(aWhole, aCents) - scaled(bWhole, bCents);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/**
 * A money amount, kept as a decimal string ("1234.50"): text of that form (surrounding blanks trimmed) or a
 * number, as API clients may send; from `min` to `max` inclusive. Each message is the form's own.
 */
export function decimalString(
  bounds: { min: string; max: string },
  messages: { required: string; malformed: string; tooSmall: string; tooLarge: string },
) {
  const notAnAmount = {
    error: (issue: { input?: unknown }) =>
      issue.input === undefined ? messages.required : messages.malformed,
  };
  return (
    z
      .union([z.string(notAnAmount), z.number(notAnAmount)], notAnAmount)
      .transform((value) => (typeof value === "number" ? String(value) : value.trim()))
      // abort: the comparisons below only make sense for a well-formed amount.
      .refine((value) => value !== "", { error: messages.required, abort: true })
      .refine((value) => MONEY.test(value), { error: messages.malformed, abort: true })
      .refine((value) => compareDecimal(value, bounds.min) >= 0, { error: messages.tooSmall })
      .refine((value) => compareDecimal(value, bounds.max) <= 0, { error: messages.tooLarge })
  );
}
