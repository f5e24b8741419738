import { ORPCError } from "@orpc/client";

/** What a refused procedure call tells the screen: HTTP status, message and the refusal's data. */
export interface RpcFailure {
  status: number;
  message: string;
  title?: string;
  reason?: string;
}

/** The refusal behind an error, or null when the call failed some other way (network, unexpected). */
export function rpcFailureOf(error: unknown): RpcFailure | null {
  if (!(error instanceof ORPCError)) return null;
  const data: unknown = error.data;
  const field = (name: string) => {
    if (typeof data !== "object" || data === null) return undefined;
    const value = (data as Record<string, unknown>)[name];
    return typeof value === "string" ? value : undefined;
  };
  return { status: error.status, message: error.message, title: field("title"), reason: field("reason") };
}
