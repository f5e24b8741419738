import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  customerHealthDays,
  customerHealthSnapshots,
  customers,
  partnerAuditLogs,
} from "#server/db/schema/index";
import { DEFAULT_CUSTOMER_SUCCESS_SETTINGS } from "#shared/contracts/customer-success-settings";
import { createCustomer } from "#tests/factories/customers";
import { setUpDealsTestApp } from "#tests/support/apps/deals-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { loadCustomerSuccessSettings } from "./customer-success-settings";
import { dailyHealthDone, runDailyHealth } from "./daily-health-run";

const given = setUpDealsTestApp();
const db = () => given.app.testDatabase.database.db;

const auditEntries = () =>
  db()
    .select({ details: partnerAuditLogs.details, actorUserId: partnerAuditLogs.actorUserId })
    .from(partnerAuditLogs)
    .where(eq(partnerAuditLogs.action, "customer_success_settings_updated"))
    .orderBy(desc(partnerAuditLogs.createdAt));

describe("saving the Customer Success settings", () => {
  it("stores them, says who saved them when, and audits each changed part as JSON before and after", async () => {
    const calendar = { ...DEFAULT_CUSTOMER_SUCCESS_SETTINGS.calendar, timeZone: "Europe/Berlin" };
    const saved = await given.asAdmin.client.customerHealth.updateSettings({
      ...DEFAULT_CUSTOMER_SUCCESS_SETTINGS,
      calendar,
    });
    expect(saved).toMatchObject({ calendar, updatedAt: expect.any(Date), updatedByName: expect.any(String) });
    expect(await given.asUser.client.customerHealth.settings()).toEqual(saved);
    expect(await loadCustomerSuccessSettings(db())).toEqual({
      ...DEFAULT_CUSTOMER_SUCCESS_SETTINGS,
      calendar,
    });
    const [entry] = await auditEntries();
    expect(entry?.details).toEqual({
      changes: {
        calendar: {
          from: JSON.stringify(DEFAULT_CUSTOMER_SUCCESS_SETTINGS.calendar),
          to: JSON.stringify(calendar),
        },
      },
    });
  });

  it("writes nothing when nothing changed", async () => {
    const before = await auditEntries();
    const current = await loadCustomerSuccessSettings(db());
    await given.asAdmin.client.customerHealth.updateSettings(current);
    expect(await auditEntries()).toHaveLength(before.length);
  });

  it("makes the day's health run due again after new weights, which then rescore every customer", async () => {
    const customer = await createCustomer(db(), { lastContactAt: new Date(), csmRating: 1 });
    await runDailyHealth({ db: db() });
    expect(await dailyHealthDone(db())).toBe(true);
    const scoreOf = async () =>
      (
        await db()
          .select({ score: customers.healthScore })
          .from(customers)
          .where(eq(customers.id, customer.id))
      )[0]?.score;
    expect(await scoreOf()).toBe(75);

    const current = await loadCustomerSuccessSettings(db());
    await given.asAdmin.client.customerHealth.updateSettings({
      ...current,
      healthWeights: { ...current.healthWeights, csmRating: 40 },
    });
    expect(await dailyHealthDone(db())).toBe(false);
    const [entry] = await auditEntries();
    expect(Object.keys((entry?.details as { changes: object } | undefined)?.changes ?? {})).toEqual([
      "healthWeights",
    ]);

    await runDailyHealth({ db: db() });
    expect(await scoreOf()).toBe(60);
    const today = await db()
      .select()
      .from(customerHealthSnapshots)
      .where(eq(customerHealthSnapshots.customerId, customer.id));
    expect(today.map((row) => row.score)).toEqual([60]);
    expect(await db().select().from(customerHealthDays)).toHaveLength(1);
  });

  it("refuses invalid settings with the contract's words", async () => {
    const refused = await refusal(
      given.asAdmin.client.customerHealth.updateSettings({
        ...DEFAULT_CUSTOMER_SUCCESS_SETTINGS,
        calendar: { ...DEFAULT_CUSTOMER_SUCCESS_SETTINGS.calendar, startTime: "18:00" },
      }),
    );
    expect(refused.status).toBe(400);
  });
});
