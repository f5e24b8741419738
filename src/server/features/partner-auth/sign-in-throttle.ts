import type { Db } from "#server/db/client";
import { rateLimited } from "#server/platform/app-error";
import {
  claimDelayedAttempt,
  type DelayRule,
  type RateLimitResult,
  type RateLimitRule,
  type Reservation,
  recordFailure,
  releaseRateLimit,
  reserveRateLimit,
} from "#server/platform/rate-limit";

// Why these rules and numbers: docs/decisions/0008-partner-sign-in-throttling.md and 0018.
const FIFTEEN_MINUTES = 15 * 60 * 1000;
/**
 * Wrong passwords for one account from every browser that is not a trusted device of it (no device cookie for
 * it): past this, such attempts are refused before the password is checked, whatever their address.
 */
export const ACCOUNT_FAILURES: RateLimitRule = { limit: 20, windowMs: 60 * 60 * 1000 };
/** Wrong passwords from one trusted device: past this it counts as untrusted, so a stolen cookie guesses little. */
export const DEVICE_FAILURES: RateLimitRule = { limit: 10, windowMs: FIFTEEN_MINUTES };
/** Wrong passwords for one e-mail from one address. */
export const PAIR_FAILURES: RateLimitRule = { limit: 10, windowMs: FIFTEEN_MINUTES };
/** Failed sign-ins of any kind (wrong password, refused e-mail) from one address. */
export const ADDRESS_FAILURES: RateLimitRule = { limit: 50, windowMs: FIFTEEN_MINUTES };
/**
 * Wrong passwords for one e-mail from anywhere: past five, an address that already failed waits 1 s after the
 * latest attempt, doubling up to a minute. Short on purpose: it slows guessing down without locking anyone out.
 */
export const EMAIL_FAILURE_DELAY: DelayRule = {
  freeFailures: 5,
  baseMs: 1000,
  maxMs: 60 * 1000,
  resetMs: 60 * 60 * 1000,
};

const keys = (email: string, clientIp: string | undefined, device: string | undefined) => ({
  address: clientIp && `partner-sign-in:failures:ip:${clientIp}`,
  pair: clientIp && `partner-sign-in:failures:email-ip:${email}|${clientIp}`,
  email: `partner-sign-in:failures:email:${email}`,
  account: `partner-sign-in:failures:account:${email}`,
  device: device && `partner-sign-in:failures:device:${device}`,
});

/** How the attempt ended; only a wrong password or a refused e-mail counts as a failure. */
export type SignInOutcome = "signed_in" | "wrong_password" | "refused" | "error";

export interface SignInAttempt {
  settle(outcome: SignInOutcome): Promise<void>;
}

const longerWait = (a: RateLimitResult, b: RateLimitResult): RateLimitResult =>
  a.allowed || (!b.allowed && b.retryAfterSeconds > a.retryAfterSeconds) ? b : a;

/**
 * Admits a partner sign-in attempt or refuses it with the wait (429). Every counter is taken before the password
 * is checked, so parallel guesses cannot all pass, and given back by `settle` unless the attempt was a failure
 * of its kind. A trusted device (`device`: the nonce of a device cookie for this account) is exempt from the
 * account's limit and the e-mail's delay, so strangers cannot keep a partner's own browser out; an address
 * without recent failures never waits for the e-mail's delay either.
 */
export async function claimSignInAttempt(
  db: Db,
  email: string,
  clientIp: string | undefined,
  device: string | undefined,
  now = Date.now(),
): Promise<SignInAttempt> {
  const key = keys(email.toLowerCase(), clientIp, device);
  let verdict: RateLimitResult = { allowed: true };
  const held: Partial<Record<"address" | "pair" | "device" | "account", Reservation>> = {};
  if (key.address && key.pair) {
    const counted = await reserveRateLimit(db, key.address, ADDRESS_FAILURES, now);
    held.address = counted.reservation;
    const pairCounted = await reserveRateLimit(db, key.pair, PAIR_FAILURES, now);
    held.pair = pairCounted.reservation;
    verdict = longerWait(counted.result, pairCounted.result);
  }
  let trusted = false;
  if (verdict.allowed && key.device) {
    const counted = await reserveRateLimit(db, key.device, DEVICE_FAILURES, now);
    held.device = counted.reservation;
    trusted = counted.result.allowed;
  }
  if (verdict.allowed && !trusted) {
    const counted = await reserveRateLimit(db, key.account, ACCOUNT_FAILURES, now);
    held.account = counted.reservation;
    verdict = counted.result;
  }
  // This attempt is the only one counted: no failure (and no other attempt in flight) from this address.
  const clean = held.address?.count === 1;
  if (verdict.allowed && !clean && !trusted) {
    verdict = await claimDelayedAttempt(db, key.email, EMAIL_FAILURE_DELAY, now);
  }

  const release = async (...reservations: (Reservation | undefined)[]) => {
    for (const reservation of reservations) if (reservation) await releaseRateLimit(db, reservation);
  };
  if (!verdict.allowed) {
    await release(held.address, held.pair, held.device, held.account);
    throw rateLimited(verdict.retryAfterSeconds);
  }
  return {
    async settle(outcome) {
      if (outcome === "wrong_password") await recordFailure(db, key.email, EMAIL_FAILURE_DELAY);
      else if (outcome === "refused") await release(held.pair, held.device, held.account);
      else await release(held.address, held.pair, held.device, held.account);
    },
  };
}
