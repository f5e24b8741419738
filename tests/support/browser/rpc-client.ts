import { createORPCClient } from "@orpc/client";
import { RPCLink } from "@orpc/client/fetch";
import type { RouterClient } from "@orpc/server";
import { makeSignature } from "better-auth/crypto";
import type { Auth } from "#server/auth/auth";
import type { AppRouter } from "#server/router";
import type { TestApp } from "../apps/test-app";

export interface TestBrowser {
  client: RouterClient<AppRouter>;
  /** The cookies this "browser" holds, as a Cookie header value. */
  cookieHeader(): string;
  /** Raw Set-Cookie headers received so far. */
  setCookies: string[];
}

export interface BrowserOptions {
  /** Sent as X-Forwarded-For, for apps that trust it (TRUST_PROXY). */
  clientIp?: string;
}

/**
 * A typed client that behaves like one browser tab on the portal, signed in as nobody: it sends our Origin,
 * keeps the cookies the server sets and sends them back.
 */
export function testBrowser(testApp: TestApp, options: BrowserOptions = {}): TestBrowser {
  return browserWith(testApp, options);
}

/**
 * A browser tab holding a fresh session of this user, as if they had just signed in (staff have no password
 * to sign in with). `cookieHeader()` gives the session cookie for raw requests.
 */
export async function signedInAs(
  testApp: TestApp,
  who: { id: string },
  options: BrowserOptions = {},
): Promise<TestBrowser> {
  return browserWith(testApp, { ...options, cookie: await sessionCookieFor(testApp.auth, who.id) });
}

function browserWith(testApp: TestApp, options: BrowserOptions & { cookie?: string }): TestBrowser {
  const jar = new Map<string, string>();
  if (options.cookie) {
    const [name, ...value] = options.cookie.split("=");
    if (name) jar.set(name, value.join("="));
  }
  const setCookies: string[] = [];
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const client: RouterClient<AppRouter> = createORPCClient(
    new RPCLink({
      url: `${testApp.config.publicUrl}/rpc`,
      headers: () => {
        const headers: Record<string, string> = { origin: new URL(testApp.config.publicUrl).origin };
        const cookie = cookieHeader();
        if (cookie) headers.cookie = cookie;
        if (options.clientIp) headers["x-forwarded-for"] = options.clientIp;
        return headers;
      },
      fetch: async (request, init) => {
        const response = await testApp.app.request(request, init);
        for (const header of response.headers.getSetCookie()) {
          setCookies.push(header);
          const [pair] = header.split(";");
          const [name, ...value] = (pair ?? "").split("=");
          if (!name) continue;
          const cleared = value.join("") === "" || /max-age=0/i.test(header);
          if (cleared) jar.delete(name);
          else jar.set(name, value.join("="));
        }
        return response;
      },
    }),
  );
  return { client, cookieHeader, setCookies };
}

/** A signed session cookie for any user, made the way Better Auth makes one at sign-in. */
export async function sessionCookieFor(auth: Auth, userId: string): Promise<string> {
  const context = await auth.$context;
  const session = await context.internalAdapter.createSession(userId);
  const signature = await makeSignature(session.token, context.secret);
  return `${context.authCookies.sessionToken.name}=${session.token}.${signature}`;
}
