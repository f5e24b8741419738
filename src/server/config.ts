import path from "node:path";
import { z } from "zod";

// Values never echoed back in error messages.
const SECRET_VARIABLES = new Set([
  "SESSION_SECRET",
  "DATABASE_URL",
  "OIDC_CLIENT_SECRET",
  "SMTP_URL",
  "S3_SECRET_ACCESS_KEY",
  "METRICS_TOKEN",
]);

// Development defaults: production refuses each of them (or, for the partner host, has none).
export const DEV_SESSION_SECRET = "development-only-session-secret-change-me";
const DEV_MAIL_FROM = "Partner Portal <no-reply@localhost>";
const DEV_PARTNER_HOST = "partners.localhost";

/**
 * How long a request may wait for PostgreSQL before it is answered 503
 * (docs/operations.md#running-on-postgresql).
 */
export interface DatabaseTimeouts {
  /** To get a connection: open a new one, or wait for a busy pool to free one. */
  connectMs: number;
  /** For one statement; the server cancels it after that. */
  statementMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 3000, statementMs: 5000 };

const milliseconds = z.coerce
  .number({ error: "must be a whole number of milliseconds" })
  .int({ error: "must be a whole number of milliseconds" })
  .min(100, { error: "must be at least 100 milliseconds" })
  .max(600_000, { error: "must be at most 600000 milliseconds (10 minutes)" });

const portNumber = z.coerce
  .number({ error: "must be a whole number between 1 and 65535" })
  .int({ error: "must be a whole number between 1 and 65535" })
  .min(1, { error: "must be a whole number between 1 and 65535" })
  .max(65_535, { error: "must be a whole number between 1 and 65535" });

const envSchema = z.object({
  NODE_ENV: z
    .enum(["development", "test", "production"], { error: "must be development, test or production" })
    .default("development"),
  PORT: portNumber.default(3000),
  HOST: z.string().min(1, { error: "must not be empty" }).optional(),
  DATA_DIR: z.string().min(1, { error: "must not be empty" }).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, { error: "must be a postgres:// or postgresql:// URL" })
    .optional(),
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds.default(DEFAULT_DATABASE_TIMEOUTS.connectMs),
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds.default(DEFAULT_DATABASE_TIMEOUTS.statementMs),
  CUSTOMER_SUCCESS_JOB_INTERVAL_MS: milliseconds.default(60_000),
  REPORT_DELIVERY_INTERVAL_MS: milliseconds.default(30_000),
  PROGRAMME_JOB_INTERVAL_MS: milliseconds.default(60_000),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: "must be a whole number between 1 and 200" })
    .int({ error: "must be a whole number between 1 and 200" })
    .min(1, { error: "must be a whole number between 1 and 200" })
    .max(200, { error: "must be a whole number between 1 and 200" })
    .default(10),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  PARTNER_HOSTS: z
    .string()
    .optional()
    .transform((value) =>
      value
        ?.split(",")
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  SESSION_SECRET: z.string().min(32, { error: "must be at least 32 characters long" }).optional(),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  OIDC_ISSUER: z
    .url({ protocol: /^https?$/, error: "must be the http(s) URL of an OpenID Connect issuer" })
    .optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  TRUST_PROXY: z
    .enum(["true", "false"], { error: "must be true or false" })
    .default("false")
    .transform((value) => value === "true"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, {
      error: "must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.com:587",
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .min(3, { error: "must be a sender address, e.g. Partner Portal <partners@example.com>" })
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: "must be the http(s) URL of an S3-compatible server" })
    .optional(),
  // S3's naming rules, so a typo stops the start rather than the first upload.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: "must be an S3 bucket name: 3 to 63 lower-case letters, digits, dots and hyphens",
    })
    .optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"], { error: "must be true or false" })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "true")),
  MAX_BODY_BYTES: z.coerce
    .number({ error: "must be a whole number of bytes" })
    .int({ error: "must be a whole number of bytes" })
    .min(1024, { error: "must be at least 1024 bytes" })
    .default(1024 * 1024),
  API_KEY_REQUESTS_PER_MINUTE: z.coerce
    .number({ error: "must be a whole number" })
    .int({ error: "must be a whole number" })
    .min(1, { error: "must be at least 1" })
    .default(600),
  WEBHOOKS_ALLOW_INSECURE: z
    .enum(["true", "false"], { error: "must be true or false" })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "true")),
  METRICS_TOKEN: z
    .string()
    .min(32, { error: "must be at least 32 characters long (e.g. openssl rand -hex 32)" })
    .optional(),
});

export type Config = {
  nodeEnv: "development" | "test" | "production";
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the embedded PGlite database in `${dataDir}/pglite`. */
  databaseUrl: string | undefined;
  /** PostgreSQL only: PGlite runs in the process and has no connections to wait for. */
  databaseTimeouts: DatabaseTimeouts;
  /**
   * PostgreSQL only: connections this server keeps open at most. Every app server has its own pool, so their sum
   * must stay under the database's max_connections.
   */
  databasePoolSize: number;
  /** How often each server runs the SLA checks and looks for the day's health run to do. */
  customerSuccessJobIntervalMs: number;
  programmeJobIntervalMs: number;
  /** How often each server looks for scheduled reports due to be delivered. */
  reportDeliveryIntervalMs: number;
  publicUrl: string;
  partnerHosts: string[];
  sessionSecret: string;
  logLevel: string;
  maxBodyBytes: number;
  /** Requests each API key may make per minute, counted across app servers (decision 0028). */
  apiKeyRequestsPerMinute: number;
  /**
   * Webhook endpoints may be http:// and on loopback addresses (decision 0030): for development and tests only,
   * refused in production.
   */
  webhooksAllowInsecure: boolean;
  /** Staff single sign-on. Unset issuer outside production: the built-in development provider at /idp. */
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  adminEmails: string[];
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** Unset: mails stay in the outbox (and show at /dev/mailbox in development). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Uploaded documents and resources, unless s3 is set. */
  filesDir: string;
  /** Files in an S3-compatible bucket instead of filesDir; on when S3_BUCKET is set. */
  s3: S3Config | undefined;
  /**
   * The development identity provider and /dev/mailbox: only outside production and only on a localhost
   * PUBLIC_URL, so a deployment that forgot NODE_ENV does not open them.
   */
  developmentTools: boolean;
  /** The bearer token /metrics asks for; unset: /metrics answers 404 and nothing is measured. */
  metricsToken: string | undefined;
};

export interface S3Config {
  /** Unset: AWS S3 itself. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

const S3_VARIABLES = [
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
] as const;

const LOCAL_HOSTNAMES = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)$/i;

function isLocalUrl(url: string): boolean {
  return LOCAL_HOSTNAMES.test(new URL(url).hostname);
}

/** What production refuses: every development default, each with what to set instead. */
function developmentDefaultsIn(values: z.infer<typeof envSchema>, publicUrl: string): string[] {
  const problems: string[] = [];
  if (values.SESSION_SECRET === DEV_SESSION_SECRET) {
    problems.push(
      "SESSION_SECRET is the development default; set your own of at least 32 random characters (e.g. openssl rand -base64 48)",
    );
  }
  if (values.PUBLIC_URL && isLocalUrl(publicUrl)) {
    problems.push(
      `PUBLIC_URL (${publicUrl}) is a localhost address; in production it must be the address users open, e.g. https://portal.example.com`,
    );
  }
  if (!values.SMTP_URL) {
    problems.push(
      "SMTP_URL is required in production: without it mails (welcome mails, password setup links) stay in the outbox and nobody receives them",
    );
  }
  if (values.MAIL_FROM && /@([a-z0-9-]+\.)*localhost>?\s*$/i.test(values.MAIL_FROM)) {
    problems.push(
      `MAIL_FROM (${values.MAIL_FROM}) is a development sender; set an address of your mail domain, e.g. Partner Portal <partners@example.com>`,
    );
  }
  const localPartnerHosts = (values.PARTNER_HOSTS ?? []).filter((host) => LOCAL_HOSTNAMES.test(host));
  if (localPartnerHosts.length > 0) {
    problems.push(
      `PARTNER_HOSTS names localhost addresses (${localPartnerHosts.join(", ")}); in production list your partner portal's host names, e.g. partners.example.com`,
    );
  }
  return problems;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/**
 * Whether this process runs with NODE_ENV=production, read from the environment when asked, not from a loaded
 * Config: the development tools (the identity provider, the demo data) refuse to run in production whatever
 * configuration their caller built.
 */
export function processRunsInProduction(): boolean {
  return process.env.NODE_ENV === "production";
}

/** Reads every setting once; throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, as in most deployment tools.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? "environment");
        const got = present[name];
        const shown = got === undefined || SECRET_VARIABLES.has(name) ? "" : ` (got "${got}")`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const values = parsed.data;
  const isProduction = values.NODE_ENV === "production";
  const problems: string[] = [];
  if (isProduction && !values.SESSION_SECRET) {
    problems.push("SESSION_SECRET is required in production (at least 32 random characters)");
  }
  if (isProduction && !values.PUBLIC_URL) {
    problems.push(
      "PUBLIC_URL is required in production (the address users open, e.g. https://portal.example.com)",
    );
  }
  if (isProduction && !values.OIDC_ISSUER) {
    problems.push(
      "OIDC_ISSUER is required in production: staff sign in through your identity provider (for Microsoft Entra ID the tenant's issuer URL); the development provider never runs in production",
    );
  }
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, "");
  const local = isLocalUrl(publicUrl);
  if (isProduction) problems.push(...developmentDefaultsIn(values, publicUrl));
  if (!isProduction && !values.OIDC_ISSUER && !local) {
    problems.push(
      `OIDC_ISSUER is required when PUBLIC_URL (${publicUrl}) is not a localhost address: the development identity provider only runs on a developer's machine. Set OIDC_ISSUER, or NODE_ENV=production for a deployment`,
    );
  }
  if (values.OIDC_ISSUER && (!values.OIDC_CLIENT_ID || !values.OIDC_CLIENT_SECRET)) {
    problems.push("OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required when OIDC_ISSUER is set");
  }
  if (isProduction && values.WEBHOOKS_ALLOW_INSECURE) {
    problems.push(
      "WEBHOOKS_ALLOW_INSECURE=true is refused in production: webhooks go only to https:// addresses on the public internet",
    );
  }
  if (values.SMTP_URL && !values.MAIL_FROM) {
    problems.push("MAIL_FROM is required when SMTP_URL is set (the sender address partners see)");
  }
  if (values.S3_BUCKET) {
    if (!values.S3_ACCESS_KEY_ID) problems.push("S3_ACCESS_KEY_ID is required when S3_BUCKET is set");
    if (!values.S3_SECRET_ACCESS_KEY) problems.push("S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set");
  } else {
    // Without the bucket the files would quietly go to the local disk, which a container loses.
    const setWithoutBucket = S3_VARIABLES.filter((name) => present[name] !== undefined);
    if (setWithoutBucket.length > 0) {
      problems.push(
        `S3_BUCKET is required when ${setWithoutBucket.join(", ")} ${setWithoutBucket.length > 1 ? "are" : "is"} set: S3 storage is on only with a bucket; unset them to store files in DATA_DIR/files`,
      );
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    nodeEnv: values.NODE_ENV,
    isProduction,
    port: values.PORT,
    // The development identity provider and /dev/mailbox stay on this machine unless HOST says otherwise.
    host: values.HOST ?? (isProduction ? "0.0.0.0" : "127.0.0.1"),
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    databaseTimeouts: {
      connectMs: values.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    databasePoolSize: values.DATABASE_POOL_SIZE,
    customerSuccessJobIntervalMs: values.CUSTOMER_SUCCESS_JOB_INTERVAL_MS,
    programmeJobIntervalMs: values.PROGRAMME_JOB_INTERVAL_MS,
    reportDeliveryIntervalMs: values.REPORT_DELIVERY_INTERVAL_MS,
    publicUrl,
    developmentTools: !isProduction && local,
    // A partner host under .localhost reaches only the machine itself: in production the default is none.
    partnerHosts: values.PARTNER_HOSTS ?? (isProduction ? [] : [DEV_PARTNER_HOST]),
    sessionSecret: values.SESSION_SECRET ?? DEV_SESSION_SECRET,
    logLevel: values.LOG_LEVEL,
    maxBodyBytes: values.MAX_BODY_BYTES,
    apiKeyRequestsPerMinute: values.API_KEY_REQUESTS_PER_MINUTE,
    webhooksAllowInsecure: values.WEBHOOKS_ALLOW_INSECURE ?? !isProduction,
    oidc:
      values.OIDC_ISSUER && values.OIDC_CLIENT_ID && values.OIDC_CLIENT_SECRET
        ? {
            issuer: values.OIDC_ISSUER.replace(/\/+$/, ""),
            clientId: values.OIDC_CLIENT_ID,
            clientSecret: values.OIDC_CLIENT_SECRET,
          }
        : undefined,
    adminEmails: values.ADMIN_EMAILS,
    trustProxy: values.TRUST_PROXY,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? DEV_MAIL_FROM,
    filesDir: path.join(path.resolve(values.DATA_DIR), "files"),
    s3:
      values.S3_BUCKET && values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: values.S3_ENDPOINT,
            bucket: values.S3_BUCKET,
            region: values.S3_REGION,
            accessKeyId: values.S3_ACCESS_KEY_ID,
            secretAccessKey: values.S3_SECRET_ACCESS_KEY,
            // Self-hosted servers rarely have a DNS name per bucket; AWS itself wants virtual hosts.
            forcePathStyle: values.S3_FORCE_PATH_STYLE ?? values.S3_ENDPOINT !== undefined,
          }
        : undefined,
    metricsToken: values.METRICS_TOKEN,
  };
}
