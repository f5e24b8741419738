// The whole database schema; drizzle.config.ts and the database client read this module.
// Conventions: snake_case SQL names and camelCase JS keys; uuid keys except Better Auth's text ids; sort indexes
// are DESC NULLS FIRST, the order a plain `ORDER BY x DESC` asks for (Drizzle's bare .desc() gives NULLS LAST,
// which PostgreSQL will not use for that query).
export * from "./agreements";
export * from "./analytics";
export * from "./api-keys";
export * from "./audit";
export * from "./auth";
export * from "./customer-success";
export * from "./deals";
export * from "./enums";
export * from "./idempotency";
export * from "./learning";
export * from "./notifications";
export * from "./onboarding-journey";
export * from "./outbox";
export * from "./partners";
export * from "./people";
export * from "./performance";
export * from "./preferences";
export * from "./programme";
export * from "./rate-limits";
export * from "./report-totals";
export * from "./reports";
export * from "./resources";
export * from "./webhooks";
