import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";

const TOKEN = "metrics-token-for-tests-0123456789abcdef";

const scrape = (testApp: TestApp, authorization?: string) =>
  testApp.app.request("http://localhost/metrics", {
    headers: authorization ? { authorization } : {},
  });

/** The value of one sample in Prometheus text, 0 when the series is absent. */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("/metrics without METRICS_TOKEN", () => {
  it("does not exist", async () => {
    const testApp = await createTestApp();
    try {
      expect((await scrape(testApp)).status).toBe(404);
      expect((await scrape(testApp, `Bearer ${TOKEN}`)).status).toBe(404);
    } finally {
      await testApp.dispose();
    }
  });
});

describe("/metrics with METRICS_TOKEN", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await testApp.dispose();
  });

  it("refuses a missing or wrong token with 401", async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      TOKEN,
      "Bearer ",
    ]) {
      const response = await scrape(testApp, authorization);
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(await response.text()).not.toContain("portal_");
    }
  });

  it("answers the token with every metric in Prometheus text", async () => {
    const response = await scrape(testApp, `Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    for (const name of [
      "portal_procedure_calls_total",
      "portal_procedure_duration_seconds",
      "portal_rate_limit_refusals_total",
      "portal_partner_sign_in_failures_total",
      "portal_mail_outbox_mails",
      "portal_webhook_deliveries",
      "process_cpu_seconds_total",
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    expect(text).toContain('portal_mail_outbox_mails{status="failed"} 0');
    expect(text).toContain('portal_webhook_deliveries{state="pending"} 0');
  });

  it("counts a call under its procedure's name, whichever transport and URL it came by", async () => {
    const before = await (await scrape(testApp, `Bearer ${TOKEN}`)).text();
    expect((await testApp.app.request("http://localhost/api/v1/system/info")).status).toBe(200);
    expect((await testApp.app.request("http://localhost/rpc/system/info")).status).toBe(200);
    expect((await testApp.app.request("http://localhost/rpc/nothing/here")).status).toBe(404);
    const after = await (await scrape(testApp, `Bearer ${TOKEN}`)).text();
    for (const transport of ["rest", "rpc"]) {
      const series = `portal_procedure_calls_total{procedure="system.info",transport="${transport}",status="2xx"}`;
      expect(sample(after, series) - sample(before, series), transport).toBe(1);
      const timed = `portal_procedure_duration_seconds_count{procedure="system.info",transport="${transport}"}`;
      expect(sample(after, timed) - sample(before, timed), transport).toBe(1);
    }
    expect(after).not.toContain("nothing");
  });

  it("counts a failed partner sign-in by its reason", async () => {
    const series = 'portal_partner_sign_in_failures_total{reason="refused"}';
    const before = sample(await (await scrape(testApp, `Bearer ${TOKEN}`)).text(), series);
    const response = await testApp.app.request("http://localhost/rpc/partnerAuth/signIn", {
      method: "POST",
      headers: { origin: "http://localhost:3000", "content-type": "application/json" },
      body: JSON.stringify({ json: { email: "nobody@example.com", password: "not-the-password" } }),
    });
    expect(response.status).toBe(403);
    const after = await (await scrape(testApp, `Bearer ${TOKEN}`)).text();
    expect(sample(after, series) - before).toBe(1);
    expect(after).toContain(
      'portal_procedure_calls_total{procedure="partnerAuth.signIn",transport="rpc",status="4xx"}',
    );
  });

  it("counts a rate-limit refusal under the procedure that refused", async () => {
    const series =
      'portal_rate_limit_refusals_total{procedure="partnerAuth.requestSetupEmail",transport="rpc"}';
    const before = sample(await (await scrape(testApp, `Bearer ${TOKEN}`)).text(), series);
    const statuses: number[] = [];
    // Three setup mails per e-mail an hour (request-password-setup-email.ts): the fourth is refused.
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await testApp.app.request("http://localhost/rpc/partnerAuth/requestSetupEmail", {
        method: "POST",
        headers: { origin: "http://localhost:3000", "content-type": "application/json" },
        body: JSON.stringify({ json: { email: "limited@example.com" } }),
      });
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(sample(await (await scrape(testApp, `Bearer ${TOKEN}`)).text(), series) - before).toBe(1);
  });

  it("shows the connection pool on PostgreSQL only", async () => {
    const text = await (await scrape(testApp, `Bearer ${TOKEN}`)).text();
    const onPostgres = testApp.testDatabase.database.driver === "postgres";
    expect(text.includes('portal_db_pool_connections{state="idle"}')).toBe(onPostgres);
    expect(text.includes("portal_db_pool_waiting_queries")).toBe(onPostgres);
  });
});
