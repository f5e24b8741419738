import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, DEV_SESSION_SECRET, loadConfig } from "./config";

const root = path.resolve(import.meta.dirname, "../..");

/** A production environment with everything a deployment must set. */
const PRODUCTION = {
  NODE_ENV: "production",
  SESSION_SECRET: "s".repeat(32),
  PUBLIC_URL: "https://portal.example.com",
  OIDC_ISSUER: "https://login.example.com/tenant/v2.0/",
  OIDC_CLIENT_ID: "portal",
  OIDC_CLIENT_SECRET: "very-secret",
  SMTP_URL: "smtp://mailer:secret@mail.example.com:587",
  MAIL_FROM: "Partner Portal <partners@example.com>",
};

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
    const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, ...withoutIssuer } = PRODUCTION;
    expect(() => loadConfig(withoutIssuer)).toThrow(/OIDC_ISSUER is required in production/);
    expect(() => loadConfig({ OIDC_ISSUER: "https://login.example.com" })).toThrow(
      /OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required/,
    );
    const config = loadConfig({ ...PRODUCTION, ADMIN_EMAILS: " Boss@Example.com,it@example.com " });
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

  it("refuses every development default in production, naming what to set instead", () => {
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig({ ...PRODUCTION, ...env });
      } catch (error) {
        if (error instanceof ConfigError) return error.problems;
        throw error;
      }
      throw new Error("expected a ConfigError");
    };
    expect(refusal({ SESSION_SECRET: DEV_SESSION_SECRET })).toEqual([
      expect.stringMatching(/^SESSION_SECRET is the development default; set your own/),
    ]);
    expect(refusal({ PUBLIC_URL: "http://localhost:3000" })).toEqual([
      expect.stringMatching(/^PUBLIC_URL \(http:\/\/localhost:3000\) is a localhost address/),
    ]);
    expect(refusal({ PUBLIC_URL: "http://127.0.0.1:8080" })).toHaveLength(1);
    expect(refusal({ SMTP_URL: "" })).toEqual([expect.stringMatching(/^SMTP_URL is required in production/)]);
    expect(refusal({ MAIL_FROM: "Partner Portal <no-reply@localhost>" })).toEqual([
      expect.stringMatching(/^MAIL_FROM \(Partner Portal <no-reply@localhost>\) is a development sender/),
    ]);
    expect(refusal({ PARTNER_HOSTS: "partners.example.com,partners.localhost" })).toEqual([
      expect.stringMatching(/^PARTNER_HOSTS names localhost addresses \(partners\.localhost\)/),
    ]);
    // The secret itself is never echoed.
    expect(refusal({ SESSION_SECRET: DEV_SESSION_SECRET }).join()).not.toContain(DEV_SESSION_SECRET);
    // The partner host's development default is simply not used in production.
    expect(loadConfig(PRODUCTION).partnerHosts).toEqual([]);
    expect(loadConfig({}).partnerHosts).toEqual(["partners.localhost"]);
  });

  it("listens on 127.0.0.1 outside production and on every interface in production, unless HOST says", () => {
    expect(loadConfig({}).host).toBe("127.0.0.1");
    expect(loadConfig({ NODE_ENV: "test" }).host).toBe("127.0.0.1");
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(loadConfig(PRODUCTION).host).toBe("0.0.0.0");
    expect(loadConfig({ ...PRODUCTION, HOST: "10.0.0.5" }).host).toBe("10.0.0.5");
  });

  it("allows insecure webhook endpoints outside production only (decision 0030)", () => {
    expect(loadConfig({}).webhooksAllowInsecure).toBe(true);
    expect(loadConfig({ NODE_ENV: "test", WEBHOOKS_ALLOW_INSECURE: "false" }).webhooksAllowInsecure).toBe(
      false,
    );
    expect(loadConfig(PRODUCTION).webhooksAllowInsecure).toBe(false);
    expect(() => loadConfig({ ...PRODUCTION, WEBHOOKS_ALLOW_INSECURE: "true" })).toThrow(
      /WEBHOOKS_ALLOW_INSECURE=true is refused in production/,
    );
  });

  it("limits how long a request waits for PostgreSQL: 3 s for a connection, 5 s for a statement", () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({ connectMs: 3000, statementMs: 5000 });
    expect(
      loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: "1000", DATABASE_STATEMENT_TIMEOUT_MS: "30000" })
        .databaseTimeouts,
    ).toEqual({ connectMs: 1000, statementMs: 30_000 });
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: "soon" })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds/,
    );
  });

  it("keeps at most DATABASE_POOL_SIZE connections to PostgreSQL, 10 unless set", () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: "25" }).databasePoolSize).toBe(25);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: "0" })).toThrow(
      /DATABASE_POOL_SIZE must be a whole number between 1 and 200/,
    );
  });

  it("stores files on disk unless S3_BUCKET is set", () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ DATA_DIR: "/srv/portal" }).filesDir).toBe(path.resolve("/srv/portal/files"));
  });

  it("turns on S3 storage with S3_BUCKET and its two keys, path-style for a custom endpoint", () => {
    const keys = { S3_ACCESS_KEY_ID: "AKIDEXAMPLE", S3_SECRET_ACCESS_KEY: "s3-secret-value" };
    expect(loadConfig({ S3_BUCKET: "portal-files", ...keys }).s3).toEqual({
      endpoint: undefined,
      bucket: "portal-files",
      region: "us-east-1",
      accessKeyId: "AKIDEXAMPLE",
      secretAccessKey: "s3-secret-value",
      forcePathStyle: false,
    });
    const minio = loadConfig({
      S3_BUCKET: "portal-files",
      S3_ENDPOINT: "http://minio.internal:9000",
      S3_REGION: "eu-central-1",
      ...keys,
    }).s3;
    expect(minio).toMatchObject({
      endpoint: "http://minio.internal:9000",
      region: "eu-central-1",
      forcePathStyle: true,
    });
    expect(
      loadConfig({
        S3_BUCKET: "portal-files",
        S3_ENDPOINT: "https://s3.example.com",
        S3_FORCE_PATH_STYLE: "false",
        ...keys,
      }).s3?.forcePathStyle,
    ).toBe(false);
  });

  it("names each missing or bad S3 variable, never echoing the secret key", () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        if (error instanceof ConfigError) return error.problems;
        throw error;
      }
      throw new Error("expected a ConfigError");
    };
    expect(problems({ S3_BUCKET: "portal-files" })).toEqual([
      "S3_ACCESS_KEY_ID is required when S3_BUCKET is set",
      "S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set",
    ]);
    expect(problems({ S3_BUCKET: "portal-files", S3_ACCESS_KEY_ID: "AKIDEXAMPLE" })).toEqual([
      "S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set",
    ]);
    expect(
      problems({ S3_ENDPOINT: "http://minio.internal:9000", S3_SECRET_ACCESS_KEY: "s3-secret-value" }),
    ).toEqual([
      expect.stringMatching(/^S3_BUCKET is required when S3_ENDPOINT, S3_SECRET_ACCESS_KEY are set/),
    ]);
    expect(problems({ S3_BUCKET: "Portal_Files", S3_ACCESS_KEY_ID: "a", S3_SECRET_ACCESS_KEY: "b" })).toEqual(
      [expect.stringMatching(/^S3_BUCKET must be an S3 bucket name/)],
    );
    expect(problems({ S3_ENDPOINT: "minio:9000" })).toEqual([
      expect.stringMatching(/^S3_ENDPOINT must be the http\(s\) URL of an S3-compatible server/),
    ]);
    expect(problems({ S3_FORCE_PATH_STYLE: "yes" })).toEqual([
      'S3_FORCE_PATH_STYLE must be true or false (got "yes")',
    ]);
    expect(
      problems({ S3_BUCKET: "portal-files", S3_SECRET_ACCESS_KEY: "s3-secret-value" }).join(),
    ).not.toContain("s3-secret-value");
  });

  it("keeps /metrics closed unless METRICS_TOKEN is set, refusing a short token without echoing it", () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    const token = "a".repeat(32);
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    let refused: string[] = [];
    try {
      loadConfig({ METRICS_TOKEN: "short-metrics-token" });
    } catch (error) {
      refused = (error as ConfigError).problems;
    }
    expect(refused).toEqual([expect.stringMatching(/^METRICS_TOKEN must be at least 32 characters/)]);
    expect(refused.join()).not.toContain("short-metrics-token");
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

  it("stops with exit code 1 in production on the development session secret", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      cwd: root,
      env: { ...process.env, ...PRODUCTION, SESSION_SECRET: DEV_SESSION_SECRET, DATABASE_URL: "" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("SESSION_SECRET is the development default; set your own");
    expect(result.stderr).not.toContain(DEV_SESSION_SECRET);
  });
});
