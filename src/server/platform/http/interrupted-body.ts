import type { Context } from "hono";
import { AppError } from "../app-error";

export const INTERRUPTED_BODY = "The request was interrupted before its body arrived. Please try again.";

/**
 * Makes a request body its client stops sending partway (a dropped connection) fail as a 400 refusal for
 * whoever reads it (the body limit, a procedure's input parser) instead of an error nobody expected, a 500.
 */
export function refuseInterruptedBody(c: Context): void {
  const body = c.req.raw.body;
  if (!body) return;
  const reader = body.getReader();
  const guarded = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        } catch {
          controller.error(new AppError("bad_request", INTERRUPTED_BODY));
        }
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  c.req.raw = new Request(c.req.raw, { body: guarded, duplex: "half" } as RequestInit);
}
