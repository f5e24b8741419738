import type { AnyProcedure } from "@orpc/server";
import { globalRegistry, type z } from "zod";

/**
 * The examples a procedure's contract gives its input (`.meta({ examples })` on the input schema), as it is
 * sent: the OpenAPI document shows them, and the tests that send every procedure a valid input send the first
 * (tests/support/access/valid-inputs.ts).
 */
export function inputExamplesOf(procedure: AnyProcedure): unknown[] {
  const schema = procedure["~orpc"].inputSchema as z.ZodType | undefined;
  const examples = schema ? globalRegistry.get(schema)?.examples : undefined;
  return Array.isArray(examples) ? examples : [];
}
