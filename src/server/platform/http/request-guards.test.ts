import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER, clientAddress, withClientAddress } from "./request-guards";

describe("client address", () => {
  const app = (trustProxy: boolean) =>
    new Hono().get("/", (c) => c.text(clientAddress(c, trustProxy) ?? "unknown"));

  it("behind a trusted proxy takes the entry the proxy appended, not what the client wrote", async () => {
    const response = await app(true).request("/", { headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.9" } });
    expect(await response.text()).toBe("203.0.113.9");
  });

  it("ignores X-Forwarded-For when no proxy is trusted", async () => {
    const response = await app(false).request("/", { headers: { "x-forwarded-for": "6.6.6.6" } });
    expect(await response.text()).toBe("unknown");
  });

  it("hands Better Auth only the address we worked out", () => {
    const forged = new Headers({ [CLIENT_IP_HEADER]: "6.6.6.6", cookie: "a=b" });
    expect(withClientAddress(forged, undefined).get(CLIENT_IP_HEADER)).toBeNull();
    expect(withClientAddress(forged, "203.0.113.9").get(CLIENT_IP_HEADER)).toBe("203.0.113.9");
    expect(withClientAddress(forged, "203.0.113.9").get("cookie")).toBe("a=b");
  });
});
