import { ORPCError } from "@orpc/client";

/** The error a call was refused with, so a test can check its status, message and data. */
export async function refusal(
  promise: Promise<unknown>,
): Promise<ORPCError<string, Record<string, unknown>>> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ORPCError) return error;
    throw error;
  }
  throw new Error("expected the call to be refused");
}
