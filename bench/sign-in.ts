// Time of one partner sign-in through the API (Argon2id verify, 19 MiB, 2 passes, included), in process on
// the embedded database, and of the bare password hash and verify.
// Run: npm run bench:sign-in
import { performance } from "node:perf_hooks";
import { hashPassword, verifyPassword } from "#server/auth/password";
import { seedDemoData } from "#server/db/seed";
import { createTestApp } from "#tests/support/apps/test-app";
import { testBrowser } from "#tests/support/browser/rpc-client";

const ROUNDS = 20;

function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `median ${at(0.5).toFixed(0)} ms, p90 ${at(0.9).toFixed(0)} ms (n=${samples.length})`;
}

async function time(action: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

const hash = await hashPassword("partner-demo");
const hashing: number[] = [];
const verifying: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  hashing.push(await time(() => hashPassword("partner-demo")));
  verifying.push(await time(() => verifyPassword(hash, "partner-demo")));
}

const testApp = await createTestApp({ TRUST_PROXY: "true" });
await seedDemoData(testApp.testDatabase.database.db);
const signIns: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  // A fresh address and tab per round: the rate limiter must not refuse the benchmark.
  const tab = testBrowser(testApp, { clientIp: `192.0.2.${round + 1}` });
  const email = round % 2 === 0 ? "partner@acme.example" : "partner@globex.example";
  signIns.push(await time(() => tab.client.partnerAuth.signIn({ email, password: "partner-demo" })));
}
await testApp.dispose();

console.log("sign-in benchmark (Argon2id m=19456 KiB, t=2, p=1)");
console.log(`  hash a password:          ${summary(hashing)}`);
console.log(`  verify a password:        ${summary(verifying)}`);
console.log(`  partner sign-in via /rpc: ${summary(signIns)}`);
console.log("  reproduce: npm run bench:sign-in");
