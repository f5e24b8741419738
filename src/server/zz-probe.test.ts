import { writeFileSync } from "node:fs";
import { it } from "vitest";
import { createDeal } from "#tests/factories/deals";
import { setUpDealsTestApp } from "#tests/support/apps/deals-test-app";

const given = setUpDealsTestApp();

const NASTY: unknown[] = [
  "\u0000",
  "\ud800",
  "x".repeat(100_000),
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER,
  "1e3",
  [],
  {},
  null,
  true,
  "<script>alert(1)</script>",
  "' or 1=1 --",
];

it("probes the new procedures with hostile values", async () => {
  const db = given.app.testDatabase.database.db;
  const origin = new URL(given.app.config.publicUrl).origin;
  const lines: string[] = [];
  const call = async (label: string, path: string, body: unknown, cookie: string, method = "POST") => {
    const response = await given.app.app.request(path, {
      method,
      headers: { origin, cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    lines.push(`${response.status} ${label}`);
  };
  const partner = given.asPartnerA.cookieHeader();
  const admin = given.asAdmin.cookieHeader();
  const deal = await createDeal(db, { partner: given.partnerA, status: "returned" });
  const other = await createDeal(db, { partner: given.partnerB, status: "approved" });
  for (const value of NASTY) {
    const v = JSON.stringify(value).slice(0, 30);
    for (const [name, body] of [
      ["answer", { answer: value, deal: { companyName: "A", contactPerson: "B", dealValue: "10" } }],
      ["deal", { answer: "ok", deal: value }],
      ["dealValue", { answer: "ok", deal: { companyName: "A", contactPerson: "B", dealValue: value } }],
    ] as const) {
      await call(`rest resubmit ${name}=${v}`, `/api/v1/deals/${deal.id}/resubmit`, body, partner);
      await call(
        `rpc resubmit ${name}=${v}`,
        "/rpc/deals/resubmit",
        { json: { id: deal.id, ...body } },
        partner,
      );
    }
    await call(`rest withdraw reason=${v}`, `/api/v1/deals/${other.id}/withdraw`, { reason: value }, partner);
    await call(`rpc withdraw id=${v}`, "/rpc/deals/withdraw", { json: { id: value, reason: "x" } }, partner);
    await call(
      `rest extension reason=${v}`,
      `/api/v1/deals/${other.id}/extension-request`,
      { reason: value },
      partner,
    );
    await call(
      `rest decide grant=${v}`,
      `/api/v1/deals/${other.id}/extension-decision`,
      { grant: value },
      admin,
    );
    await call(
      `rest status note=${v}`,
      `/api/v1/deals/${deal.id}/status`,
      { status: "returned", note: value },
      admin,
    );
    await call(`rest status=${v}`, `/api/v1/deals/${deal.id}/status`, { status: value }, admin);
    await call(
      `rest settings protection=${v}`,
      "/api/v1/programme/settings",
      {
        protectionDays: value,
        expiryDays: 90,
        reminderDays: 14,
        maxExtensions: 1,
        extensionDays: 30,
        reviewDays: 3,
      },
      admin,
      "PUT",
    );
    await call(`rpc settings=${v}`, "/rpc/programme/updateSettings", { json: value }, admin);
  }
  writeFileSync("/tmp/probe/results.txt", lines.join("\n"));
});
