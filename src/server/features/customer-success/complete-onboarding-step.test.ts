import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { partnerAuditLogs } from "#server/db/schema/index";
import { CUSTOMER_NOT_FOUND } from "#shared/contracts/customers";
import { createCustomer } from "#tests/factories/customers";
import { createUserWithPermission, type TestUser } from "#tests/factories/users";
import { setUpDealsTestApp } from "#tests/support/apps/deals-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";

const given = setUpDealsTestApp();
const db = () => given.app.testDatabase.database.db;
let csm: TestUser;
let asCsm: TestBrowser;
beforeAll(async () => {
  csm = await createUserWithPermission(db(), "manage_customers");
  asCsm = await signedInAs(given.app, csm);
});

describe("ticking an onboarding step", () => {
  it("stamps when and by whom, clears it again, audits each change and answers the whole checklist", async () => {
    const customer = await createCustomer(db(), { startDate: "2026-10-01" });
    const { onboarding } = await asCsm.client.customers.completeOnboardingStep({
      customerId: customer.id,
      step: "setup",
      done: true,
    });
    expect(onboarding.map((step) => step.step)).toEqual(["kickoff", "setup", "training", "go_live"]);
    expect(onboarding[1]).toMatchObject({ step: "setup", dueDate: "2026-10-22", completedByName: csm.name });
    expect(onboarding[1]?.completedAt).toBeInstanceOf(Date);
    expect(onboarding[0]).toMatchObject({ completedAt: null, completedByName: null });

    // Done again changes nothing and records nothing.
    const again = await asCsm.client.customers.completeOnboardingStep({
      customerId: customer.id,
      step: "setup",
      done: true,
    });
    expect(again.onboarding[1]?.completedAt?.getTime()).toBe(onboarding[1]?.completedAt?.getTime());

    const cleared = await asCsm.client.customers.completeOnboardingStep({
      customerId: customer.id,
      step: "setup",
      done: false,
    });
    expect(cleared.onboarding[1]).toMatchObject({ completedAt: null, completedByName: null });
    const entries = await db()
      .select()
      .from(partnerAuditLogs)
      .where(
        sql`${partnerAuditLogs.action} = 'onboarding_step_changed' and ${partnerAuditLogs.details}->>'customer_id' = ${customer.id}`,
      )
      .orderBy(partnerAuditLogs.createdAt);
    expect(entries.map((entry) => entry.details)).toEqual([
      expect.objectContaining({ step: "setup", done: true }),
      expect.objectContaining({ step: "setup", done: false }),
    ]);
  });

  it("answers 404 for an unknown customer and 403 to staff without manage_customers", async () => {
    const missing = await refusal(
      asCsm.client.customers.completeOnboardingStep({
        customerId: "00000000-0000-4000-8000-000000000000",
        step: "kickoff",
        done: true,
      }),
    );
    expect(missing.status).toBe(404);
    expect(missing.message).toBe(CUSTOMER_NOT_FOUND);
    const customer = await createCustomer(db());
    const refused = await refusal(
      given.asUser.client.customers.completeOnboardingStep({
        customerId: customer.id,
        step: "kickoff",
        done: true,
      }),
    );
    expect(refused.status).toBe(403);
  });
});
