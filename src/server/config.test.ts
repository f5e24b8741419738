import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const root = path.resolve(import.meta.dirname, "../..");

describe("loadConfig", () => {
  it("has defaults that work on a laptop", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      partnerHosts: ["partners.localhost"],
      publicUrl: "http://localhost:3000",
    });
    expect(config.dataDir).toBe(path.resolve("./data"));
  });

  it("names each bad variable and what is wrong", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(
      /PORT must be a whole number between 1 and 65535 \(got "eighty"\)/,
    );
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://db" })).toThrow(/DATABASE_URL must be a postgres:\/\//);
    expect(() => loadConfig({ PUBLIC_URL: "portal" })).toThrow(/PUBLIC_URL/);
  });

  it("never echoes secrets", () => {
    try {
      loadConfig({ SESSION_SECRET: "short-secret-value" });
      expect.fail("expected a ConfigError");
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toContain("SESSION_SECRET must be at least 32 characters");
      expect((error as Error).message).not.toContain("short-secret-value");
    }
  });

  it("refuses production without secrets", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET is required in production/);
    expect(() => loadConfig({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(32) })).toThrow(
      /PUBLIC_URL is required in production/,
    );
  });

  it("refuses production without a staff identity provider, and an issuer without its client", () => {
    const production = {
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(32),
      PUBLIC_URL: "https://portal.example.com",
    };
    expect(() => loadConfig(production)).toThrow(/OIDC_ISSUER is required in production/);
    expect(() => loadConfig({ OIDC_ISSUER: "https://login.example.com" })).toThrow(
      /OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required/,
    );
    const config = loadConfig({
      ...production,
      OIDC_ISSUER: "https://login.example.com/tenant/v2.0/",
      OIDC_CLIENT_ID: "portal",
      OIDC_CLIENT_SECRET: "very-secret",
      ADMIN_EMAILS: " Boss@Example.com,it@example.com ",
    });
    expect(config.oidc).toEqual({
      issuer: "https://login.example.com/tenant/v2.0",
      clientId: "portal",
      clientSecret: "very-secret",
    });
    expect(config.adminEmails).toEqual(["boss@example.com", "it@example.com"]);
  });

  it("keeps the development tools to a localhost PUBLIC_URL, even when NODE_ENV was forgotten", () => {
    expect(loadConfig({}).developmentTools).toBe(true);
    expect(loadConfig({ PUBLIC_URL: "http://partners.localhost:3000" }).developmentTools).toBe(true);
    expect(() => loadConfig({ PUBLIC_URL: "https://portal.example.com" })).toThrow(
      /OIDC_ISSUER is required when PUBLIC_URL/,
    );
    const withIssuer = loadConfig({
      PUBLIC_URL: "https://portal.example.com",
      OIDC_ISSUER: "https://login.example.com",
      OIDC_CLIENT_ID: "portal",
      OIDC_CLIENT_SECRET: "secret",
    });
    expect(withIssuer.developmentTools).toBe(false);
  });

  it("normalises the partner host list", () => {
    expect(
      loadConfig({ PARTNER_HOSTS: " Partners.Example.com ,portal-partners.test," }).partnerHosts,
    ).toEqual(["partners.example.com", "portal-partners.test"]);
  });
});

describe("server start-up", () => {
  it("stops with exit code 1 and names a bad PORT", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      cwd: root,
      env: { ...process.env, PORT: "not-a-port", DATABASE_URL: "" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT must be a whole number between 1 and 65535 (got "not-a-port")');
  });
});
