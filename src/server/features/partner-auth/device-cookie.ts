import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { parse, serialize } from "hono/utils/cookie";
import { COOKIE_PREFIX } from "#server/auth/auth";

/**
 * A browser that signed in to a partner account before carries this cookie: a random nonce and a signature that
 * binds it to that account (docs/decisions/0018). It proves nothing about who is at the keyboard; it only tells
 * the sign-in throttle that this browser is not one of the strangers guessing at the account.
 */
export const DEVICE_COOKIE = `${COOKIE_PREFIX}.device`;

const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const signature = (secret: string, email: string, nonce: string) =>
  createHmac("sha256", secret).update(`partner-device\n${email.toLowerCase()}\n${nonce}`).digest("base64url");

/** A new device cookie for this account, as a Set-Cookie header value. */
export function deviceCookieFor(options: { secret: string; email: string; secure: boolean }): string {
  const nonce = randomBytes(18).toString("base64url");
  return serialize(DEVICE_COOKIE, `${nonce}.${signature(options.secret, options.email, nonce)}`, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: options.secure,
    maxAge: MAX_AGE_SECONDS,
  });
}

/**
 * The nonce of the request's device cookie when it vouches for this account; undefined without one, or with one
 * for another account, altered or forged.
 */
export function trustedDeviceOf(
  secret: string,
  email: string,
  cookieHeader: string | null,
): string | undefined {
  if (!cookieHeader) return undefined;
  const value = parse(cookieHeader, DEVICE_COOKIE)[DEVICE_COOKIE];
  const [nonce, signed, ...rest] = (value ?? "").split(".");
  if (!nonce || !signed || rest.length > 0) return undefined;
  const expected = Buffer.from(signature(secret, email, nonce));
  const given = Buffer.from(signed);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
}
