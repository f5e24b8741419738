import { describe, expect, it } from "vitest";
import { WEBHOOK_URL_REFUSALS } from "#shared/contracts/webhooks";
import { checkEndpointUrl, type ResolvedAddress } from "./endpoint-address";

// Decision 0030: webhooks go only to https addresses whose every address is public.

const production = { allowInsecure: false };
const development = { allowInsecure: true };

/** A resolver standing in for DNS: each name has the addresses given. */
const dns =
  (names: Record<string, ResolvedAddress[]>) =>
  async (hostname: string): Promise<ResolvedAddress[]> =>
    names[hostname] ?? [];

const refusalOf = (url: string, policy = production, resolve = dns({})) =>
  checkEndpointUrl(url, policy, resolve).then(
    () => undefined,
    (error: Error) => error.message,
  );

describe("an endpoint address, in production", () => {
  it.each(["http://127.0.0.1/hooks", "http://hooks.example.com/hooks"])(
    "refuses %s for not being https",
    async (url) => {
      expect(
        await refusalOf(
          url,
          production,
          dns({ "hooks.example.com": [{ address: "93.184.216.34", family: 4 }] }),
        ),
      ).toBe(WEBHOOK_URL_REFUSALS.notHttps);
    },
  );

  it.each([
    "https://127.0.0.1/hooks",
    "https://10.1.2.3/hooks",
    "https://172.16.0.1/hooks",
    "https://192.168.1.1/hooks",
    "https://169.254.169.254/latest/meta-data",
    "https://100.64.0.1/hooks",
    "https://0.0.0.0/hooks",
    "https://224.0.0.1/hooks",
    "https://255.255.255.255/hooks",
    "https://[::1]/hooks",
    "https://[::]/hooks",
    "https://[::ffff:127.0.0.1]/hooks",
    "https://[::ffff:a00:1]/hooks",
    "https://[fd00::1]/hooks",
    "https://[fe80::1]/hooks",
    "https://[ff02::1]/hooks",
    "https://[64:ff9b::a00:1]/hooks",
    "https://[2002:a00:1::1]/hooks",
    "https://[2001:db8::1]/hooks",
  ])("refuses %s: not a public address", async (url) => {
    expect(await refusalOf(url)).toBe(WEBHOOK_URL_REFUSALS.privateAddress);
  });

  it("refuses a name that resolves to a private address, even when it also has a public one", async () => {
    const resolve = dns({
      "internal.example.com": [{ address: "10.0.0.5", family: 4 }],
      "mixed.example.com": [
        { address: "93.184.216.34", family: 4 },
        { address: "fd12::7", family: 6 },
      ],
    });
    expect(await refusalOf("https://internal.example.com/hooks", production, resolve)).toBe(
      WEBHOOK_URL_REFUSALS.privateAddress,
    );
    expect(await refusalOf("https://mixed.example.com/hooks", production, resolve)).toBe(
      WEBHOOK_URL_REFUSALS.privateAddress,
    );
  });

  it("refuses localhost, which the system's resolver answers with loopback", async () => {
    await expect(checkEndpointUrl("https://localhost/hooks", production)).rejects.toThrow(
      WEBHOOK_URL_REFUSALS.privateAddress,
    );
  });

  it("refuses a name that does not resolve", async () => {
    expect(await refusalOf("https://nowhere.example.com/hooks")).toBe(WEBHOOK_URL_REFUSALS.unresolvable);
  });

  it("accepts https to names and addresses that are all public", async () => {
    const resolve = dns({
      "hooks.example.com": [
        { address: "93.184.216.34", family: 4 },
        { address: "2606:2800:220:1:248:1893:25c8:1946", family: 6 },
      ],
    });
    expect(await refusalOf("https://hooks.example.com/in", production, resolve)).toBeUndefined();
    expect(await refusalOf("https://93.184.216.34/in")).toBeUndefined();
    expect(await refusalOf("https://[2606:2800:220:1:248:1893:25c8:1946]/in")).toBeUndefined();
  });
});

describe("an endpoint address, with WEBHOOKS_ALLOW_INSECURE (development and tests)", () => {
  it("accepts http and loopback", async () => {
    expect(await refusalOf("http://127.0.0.1:4000/hooks", development)).toBeUndefined();
    expect(await refusalOf("http://[::1]:4000/hooks", development)).toBeUndefined();
  });

  it("still refuses private, link-local and unique-local addresses", async () => {
    expect(await refusalOf("http://10.0.0.1/hooks", development)).toBe(WEBHOOK_URL_REFUSALS.privateAddress);
    expect(await refusalOf("http://169.254.169.254/hooks", development)).toBe(
      WEBHOOK_URL_REFUSALS.privateAddress,
    );
    expect(await refusalOf("http://[fd00::1]/hooks", development)).toBe(WEBHOOK_URL_REFUSALS.privateAddress);
  });
});
