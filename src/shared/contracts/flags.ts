import { z } from "zod";

/**
 * A yes-or-no filter of a list: true or false over JSON, and the text "true" or "false" in the REST API's
 * query string, where every value is text. Nothing else is converted: 1, "yes" and "" are refused.
 */
export const queryFlag = (label: string) =>
  z
    .union([z.boolean(), z.enum(["true", "false"]).transform((text) => text === "true")], {
      error: `${label} must be true or false.`,
    })
    .optional();
