import { describe, expect, it } from "vitest";
import { createDeal } from "#tests/factories/deals";
import { setUpDealsTestApp } from "#tests/support/apps/deals-test-app";

const given = setUpDealsTestApp();

const post = (headers: Record<string, string>, body: string) =>
  given.app.app.request("/dev/programme-run", { method: "POST", headers, body });

describe("the development route that runs the programme as of a later day", () => {
  it("runs it for JSON from the portal's own origin or a tool, and refuses a form or another site", async () => {
    const origin = new URL(given.app.config.publicUrl).origin;
    const body = JSON.stringify({ days: 400 });
    expect((await post({ "content-type": "text/plain" }, body)).status).toBe(403);
    expect(
      (await post({ "content-type": "application/json", origin: "https://evil.example" }, body)).status,
    ).toBe(403);
    expect(
      (await post({ "content-type": "application/json", origin }, JSON.stringify({ days: -1 }))).status,
    ).toBe(400);

    const now = Date.now();
    const deal = await createDeal(given.app.testDatabase.database.db, {
      partner: given.partnerA,
      status: "approved",
      approvedAt: new Date(now),
      expiresAt: new Date(now + 90 * 24 * 60 * 60 * 1000),
    });
    const answer = await post({ "content-type": "application/json", origin }, body);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { expired: number }).expired).toBeGreaterThanOrEqual(1);
    expect((await given.asPartnerA.client.deals.get({ id: deal.id })).deal.status).toBe("expired");
  });
});
