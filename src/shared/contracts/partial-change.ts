import type { z } from "zod";

/**
 * A partial update's input, refused unless it names at least one of `fields`: an update with nothing to change
 * (`{}`, or only keys the contract does not know) is the caller's mistake, answered with 400 and the fields it
 * may give, never sent on to the database as an empty change.
 */
export function partialChange<Shape extends z.ZodRawShape, Field extends keyof Shape & string>(
  schema: z.ZodObject<Shape>,
  fields: readonly Field[],
) {
  const names = fields.length > 1 ? `${fields.slice(0, -1).join(", ")} or ${fields.at(-1)}` : fields[0];
  return schema.refine(
    (value) => fields.some((field) => (value as Record<string, unknown>)[field] !== undefined),
    { error: `Nothing to change: please give at least one of ${names}.` },
  );
}
