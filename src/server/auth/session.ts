import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { parse as parseCookies } from "hono/utils/cookie";
import type { PermissionProfile } from "#shared/authorization";
import type { Db } from "../db/client";
import { session, user } from "../db/schema";
import type { Auth } from "./auth";
import { SESSION_IDLE_SECONDS, SESSION_MAX_AGE_MS, SESSION_REFRESH_SECONDS } from "./auth";
import { loadPermissionProfile, profileColumns, toPermissionProfile } from "./permission-profile";

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
}

export interface CallerSession {
  user: SignedInUser;
  sessionId: string;
  expiresAt: Date;
}

/** A signed-in caller with the access the server derived for them. */
export interface Caller extends CallerSession {
  profile: PermissionProfile;
  /** Set when the caller is an API key acting on the REST API (decision 0028), not a signed-in session. */
  apiKeyId?: string;
  /**
   * Set for an integration's key: not a person, so it reaches only what its permissions grant and never a
   * person's own records (its maker's enrollments, notifications or profile).
   */
  integration?: true;
}

/**
 * The signed-in caller of a request, or null. Sessions slide with use (7 days idle): when Better Auth extends
 * one, its refreshed cookie goes into `responseHeaders`. They never outlive 30 days from sign-in: an older one
 * is revoked here.
 */
export async function getCallerSession(
  auth: Auth,
  headers: Headers,
  responseHeaders: Headers | undefined,
  now = Date.now(),
): Promise<CallerSession | null> {
  const { headers: refreshed, response: found } = await auth.api.getSession({ headers, returnHeaders: true });
  if (!found) return null;
  if (now - new Date(found.session.createdAt).getTime() > SESSION_MAX_AGE_MS) {
    await auth.api.revokeSession({ headers, body: { token: found.session.token } }).catch(() => {});
    return null;
  }
  for (const cookie of refreshed.getSetCookie()) responseHeaders?.append("set-cookie", cookie);
  return {
    user: { id: found.user.id, email: found.user.email, name: found.user.name },
    sessionId: found.session.id,
    expiresAt: new Date(found.session.expiresAt),
  };
}

/**
 * The session token of the request's session cookie when its signature is Better Auth's (HMAC-SHA256 with the
 * auth secret, as Better Auth signs and checks it), else undefined.
 */
async function signedSessionToken(auth: Auth, headers: Headers): Promise<string | undefined> {
  const cookieHeader = headers.get("cookie");
  if (!cookieHeader) return undefined;
  const { authCookies, secret } = await auth.$context;
  const name = authCookies.sessionToken.name;
  const value = parseCookies(cookieHeader, name)[name];
  const dot = value?.lastIndexOf(".") ?? -1;
  if (!value || dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", secret).update(token).digest("base64"));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : undefined;
}

function prepareCallerLookup(db: Db) {
  return db
    .select({
      token: session.token,
      sessionId: session.id,
      expiresAt: session.expiresAt,
      createdAt: session.createdAt,
      lastActiveAt: session.lastActiveAt,
      user: { id: user.id, email: user.email, name: user.name },
      ...profileColumns(user.id),
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(sql`${session.token} = any(${sql.placeholder("tokens")}::text[])`)
    .prepare("callers_by_session_tokens");
}

/**
 * PostgreSQL plans a prepared statement for its values five times, then keeps one plan for any values if that
 * plan looks no dearer. It prices the kept plan for an array of ten tokens, so batches of one to four, priced for
 * what they hold, always looked cheaper and the statement was planned again on nearly every call (0.4 ms, more
 * than it takes to run). Batches are sent at least ten long, filled with "", which no session's token is.
 */
const PLANNED_TOKENS = 10;
const padded = (tokens: readonly string[]) =>
  tokens.length >= PLANNED_TOKENS
    ? [...tokens]
    : [...tokens, ...Array<string>(PLANNED_TOKENS - tokens.length).fill("")];

type CallerRow = Awaited<ReturnType<ReturnType<typeof prepareCallerLookup>["execute"]>>[number];

/** One statement reads at most this many callers; more lookups in one turn go in further statements. */
const MAX_BATCH = 100;

interface CallerLookup {
  token: string;
  resolve: (row: CallerRow | undefined) => void;
  reject: (reason: unknown) => void;
}

/**
 * The callers of the requests that reach the server at the same moment (one turn of the event loop) are read in
 * one statement: a round trip to the database for each batch, not for each request. Nothing is kept between
 * batches, and each request's lookup is sent after it arrived, so it sees every change committed before it
 * (decision 0034, "batched, not cached").
 */
const callerBatchers = new WeakMap<Db, (token: string) => Promise<CallerRow | undefined>>();
function callerBySessionToken(db: Db, token: string): Promise<CallerRow | undefined> {
  let load = callerBatchers.get(db);
  if (!load) {
    const lookup = prepareCallerLookup(db);
    const send = async (batch: CallerLookup[]) => {
      try {
        const rows = await lookup.execute({ tokens: padded(batch.map((asked) => asked.token)) });
        const byToken = new Map(rows.map((row) => [row.token, row]));
        for (const asked of batch) asked.resolve(byToken.get(asked.token));
      } catch (failure) {
        for (const asked of batch) asked.reject(failure);
      }
    };
    let waiting: CallerLookup[] = [];
    load = (asked) =>
      new Promise((resolve, reject) => {
        // setImmediate, not the next tick: a request's handler runs in its own callback of the event loop's poll
        // phase, and the batch gathers every request of that phase.
        if (waiting.length === 0)
          setImmediate(() => {
            const turn = waiting;
            waiting = [];
            for (let first = 0; first < turn.length; first += MAX_BATCH)
              void send(turn.slice(first, first + MAX_BATCH));
          });
        waiting.push({ token: asked, resolve, reject });
      });
    callerBatchers.set(db, load);
  }
  return load(token);
}

/** How stale a session's "last active" may be: it is written at most this often, not on every request. */
export const LAST_ACTIVE_PRECISION_MS = 5 * 60 * 1000;

/**
 * Moves the session's last activity to now, unless another request (on any server) just did. Not awaited: the
 * request does not wait on it, and a failure only leaves the time older.
 */
function markActive(db: Db, sessionId: string): void {
  db.update(session)
    .set({ lastActiveAt: sql`now()` })
    .where(
      and(
        eq(session.id, sessionId),
        lt(session.lastActiveAt, sql`now() - make_interval(secs => ${LAST_ACTIVE_PRECISION_MS / 1000})`),
      ),
    )
    .then(
      () => {},
      () => {},
    );
}

/**
 * The signed-in caller of a request with their access, or null. Decision 0034: one statement reads the session,
 * its user and their roles, permissions and departments, on every request (nothing is cached, so a session
 * ended, a role lowered or a permission withdrawn counts from the next request). A session this cannot serve as
 * it stands (no or a badly signed cookie, unknown, expired, past 30 days, or due for its daily extension) goes to
 * Better Auth through `getCallerSession`, which ends, refuses or extends it as before.
 */
export async function findCaller(
  auth: Auth,
  db: Db,
  headers: Headers,
  responseHeaders: Headers | undefined,
  now = Date.now(),
): Promise<Caller | null> {
  const token = await signedSessionToken(auth, headers);
  const found = token ? await callerBySessionToken(db, token) : undefined;
  const expiresAt = found?.expiresAt.getTime() ?? 0;
  const servableAsIs =
    found !== undefined &&
    expiresAt > now &&
    now - found.createdAt.getTime() <= SESSION_MAX_AGE_MS &&
    expiresAt - (SESSION_IDLE_SECONDS - SESSION_REFRESH_SECONDS) * 1000 > now;
  if (servableAsIs) {
    if (now - found.lastActiveAt.getTime() > LAST_ACTIVE_PRECISION_MS) markActive(db, found.sessionId);
    return {
      user: found.user,
      sessionId: found.sessionId,
      expiresAt: found.expiresAt,
      profile: toPermissionProfile(found),
    };
  }
  const caller = await getCallerSession(auth, headers, responseHeaders, now);
  return caller && { ...caller, profile: await loadPermissionProfile(db, caller.user.id) };
}
