import { z } from "zod";
import { storableString } from "./text";

// Signed-in devices (docs/product/security.md#signed-in-devices): a person's own sessions, and an administrator's
// view of a user's.

export const signedInSessionItem = z.object({
  id: z.string(),
  /** The browser and system its user agent names, or "Unknown browser". */
  browser: z.string(),
  /** The address it signed in from: the approximate place. */
  ipAddress: z.string().nullable(),
  createdAt: z.date(),
  lastActiveAt: z.date(),
  /** The session of the request that lists them. */
  current: z.boolean(),
});
export type SignedInSessionItem = z.infer<typeof signedInSessionItem>;

export const signedInSessionsOutput = z.array(signedInSessionItem);

const sessionId = storableString("The session", "Please give a valid session id.").min(1).max(100);
const userId = storableString("The user id", "Please give a valid user id.").min(1).max(100);

export const endSessionInput = z.object({ id: sessionId });
export const endedSessionsOutput = z.object({ ended: z.number().int() });

export const userSessionsInput = z.object({ userId }).meta({ examples: [{ userId: "no-such-user" }] });

/** One of the user's sessions, or without `sessionId` every one. */
export const endUserSessionsInput = z
  .object({ userId, sessionId: sessionId.optional() })
  .meta({ examples: [{ userId: "no-such-user" }, { userId: "no-such-user", sessionId: "no-such-session" }] });

export const SESSION_REFUSALS = {
  notFound: "This session has already ended.",
  current: "This is the session you are using. Sign out to end it.",
  outranked: "You cannot end the sessions of someone whose role is above yours.",
} as const;
