import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { customerOnboardingSteps } from "#server/db/schema/index";
import { createCustomer } from "#tests/factories/customers";
import { createUserWithPermission, type TestUser } from "#tests/factories/users";
import { setUpDealsTestApp } from "#tests/support/apps/deals-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { dayPlus, utcDay } from "./onboarding-steps";

const given = setUpDealsTestApp();
const db = () => given.app.testDatabase.database.db;
const today = utcDay(new Date());
let owner: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  owner = await createUserWithPermission(db(), "manage_customers");
  // Started today: nothing due yet. 30 days ago: kickoff (day 7) and setup (day 21) past due, kickoff done.
  // 100 days ago: past its 90 days of onboarding.
  ids.fresh = (await createCustomer(db(), { name: "Fresh Start", startDate: today, ownerId: owner.id })).id;
  ids.late = (await createCustomer(db(), { name: "Running Late", startDate: dayPlus(today, -30) })).id;
  ids.old = (await createCustomer(db(), { name: "Long Settled", startDate: dayPlus(today, -100) })).id;
  await db()
    .update(customerOnboardingSteps)
    .set({ completedAt: new Date() })
    .where(
      and(eq(customerOnboardingSteps.customerId, ids.late), eq(customerOnboardingSteps.step, "kickoff")),
    );
});

describe("the Onboarding tab", () => {
  it("lists customers in their first 90 days, latest start first, with progress, next step and overdue steps", async () => {
    const page = await given.asUser.client.customers.onboarding({});
    expect(page.total).toBe(2);
    expect(page.items).toEqual([
      {
        id: ids.fresh,
        name: "Fresh Start",
        owner: { id: owner.id, name: owner.name },
        startDate: today,
        stepsDone: 0,
        stepsTotal: 4,
        nextStep: { step: "kickoff", dueDate: dayPlus(today, 7), completedAt: null, completedByName: null },
        overdueSteps: [],
      },
      expect.objectContaining({
        id: ids.late,
        owner: null,
        stepsDone: 1,
        stepsTotal: 4,
        nextStep: expect.objectContaining({ step: "setup", dueDate: dayPlus(today, -9) }),
        overdueSteps: ["setup"],
      }),
    ]);
  });

  it("shows only those with an overdue step when asked, and pages", async () => {
    const overdue = await given.asUser.client.customers.onboarding({ overdueOnly: true });
    expect(overdue.items.map((item) => item.id)).toEqual([ids.late]);
    expect(overdue.total).toBe(1);
    const second = await given.asUser.client.customers.onboarding({ page: 2, pageSize: 1 });
    expect(second.items.map((item) => item.id)).toEqual([ids.late]);
  });

  it("is refused to partners", async () => {
    expect((await refusal(given.asPartnerA.client.customers.onboarding({}))).status).toBe(403);
  });
});
