import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";

type LogLine = Record<string, unknown> & { level: number; reqId?: string; msg?: string };

const lines: LogLine[] = [];
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp(
    { LOG_LEVEL: "debug" },
    { logDestination: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } },
  );
});
afterAll(async () => {
  await testApp.dispose();
});

async function send(path: string, body: string | FormData, contentType?: string) {
  const headers: Record<string, string> = { origin: "http://localhost:3000" };
  if (contentType) headers["content-type"] = contentType;
  const response = await testApp.app.request(`http://localhost${path}`, { method: "POST", headers, body });
  const reqId = response.headers.get("x-request-id");
  return { response, logged: lines.filter((line) => line.reqId === reqId) };
}

const multipartWith = (data: string) => {
  const form = new FormData();
  form.set("data", data);
  return form;
};

describe("client errors", () => {
  it.each([
    ["malformed JSON over /rpc", "/rpc/partnerAuth/signIn", "{", "application/json"],
    ["malformed JSON over /api/v1", "/api/v1/partner-auth/sign-in", "[1,2", "application/json"],
    [
      "RPC metadata of the wrong type",
      "/rpc/applications/status",
      '{"json":{"email":"x"},"meta":[[0,"email"]]}',
      "application/json",
    ],
    [
      "RPC metadata naming no value",
      "/rpc/applications/status",
      '{"json":{},"meta":[[1,"a","b"]]}',
      "application/json",
    ],
    [
      "an invalid URL in RPC metadata",
      "/rpc/applications/status",
      '{"json":{"email":"x"},"meta":[[4,"email"]]}',
      "application/json",
    ],
    ["malformed multipart RPC data", "/rpc/applications/submit", multipartWith("{not json"), undefined],
    [
      "input failing validation",
      "/rpc/applications/status",
      '{"json":{"email":"not an e-mail"}}',
      "application/json",
    ],
  ] as const)(
    "%s: answered 400 and logged at info, without a stack",
    async (_name, path, body, contentType) => {
      const { response, logged } = await send(path, body, contentType);
      expect(response.status).toBe(400);
      expect(logged.length).toBeGreaterThan(0);
      for (const line of logged) {
        expect(line.level, JSON.stringify(line)).toBeLessThanOrEqual(30);
        expect(JSON.stringify(line)).not.toContain("stack");
      }
    },
  );
});

describe("a failed query", () => {
  it("is logged with its SQLSTATE and statement, never with the applicant's data it was given", async () => {
    // A rule the service does not know about, so the insert fails inside the database: an unexpected error.
    await testApp.testDatabase.database.db.execute(
      sql`alter table partners add constraint refuse_for_the_test check (company_name <> 'Privatecompany Ltd')`,
    );
    const application = {
      companyName: "Privatecompany Ltd",
      businessType: "reseller",
      contactName: "Jane Privatename",
      contactEmail: "jane.privatename@private.example",
      contactPhone: "+1 555 0199",
      partnershipReason: "We resell.",
    };
    const { response, logged } = await send(
      "/rpc/applications/submit",
      JSON.stringify({ json: { application, documents: [] } }),
      "application/json",
    );
    expect(response.status).toBe(500);
    const failure = logged.find((line) => line.level === 50);
    expect(failure).toBeDefined();
    const text = JSON.stringify(failure);
    expect(text).toContain("23514");
    expect(text).toContain('insert into \\"partners\\"');
    for (const secret of ["Privatecompany", "Privatename", "private.example", "555 0199"]) {
      expect(JSON.stringify(logged), secret).not.toContain(secret);
    }
  });
});
