// What `npm start` runs, in one Node process: build what is missing or stale (scripts/ensure-build.mjs), then
// the bundled server. One process instead of a shell and two: a restart does not pay for a second Node start.
await import("./ensure-build.mjs");
await import("../dist/server/main.mjs");
