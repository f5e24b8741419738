import { describe, expect, it } from "vitest";
import { partnerApplications } from "#server/db/schema/index";
import { applicationForm as form } from "#tests/factories/application-form";
import { setUpApplicationsTestApp } from "#tests/support/apps/applications-test-app";
import { refusal } from "#tests/support/browser/refusal";

const { given, testApp, anonymous, as, submit } = setUpApplicationsTestApp();

describe("who may review", () => {
  it("lets admins and holders of manage_partners in, refuses partners and plain staff with 403 and visitors with 401", async () => {
    expect((await (await as(given.adminUser)).client.applications.list({})).items.length).toBeGreaterThan(0);
    for (const person of [given.staffUser, given.manager, given.partnerContact]) {
      const error = await refusal((await as(person)).client.applications.list({}));
      expect(error.status, person.email).toBe(403);
    }
    expect((await refusal(anonymous().client.applications.list({}))).status).toBe(401);
    const [any] = await testApp().testDatabase.database.db.select().from(partnerApplications).limit(1);
    const id = any?.id as string;
    expect((await refusal((await as(given.partnerContact)).client.applications.get({ id }))).status).toBe(
      403,
    );
    expect(
      (await refusal((await as(given.staffUser)).client.applications.review({ id, decision: "approve" })))
        .status,
    ).toBe(403);
    expect((await refusal(anonymous().client.applications.downloadDocument({ id, index: 0 }))).status).toBe(
      401,
    );
  });

  it("lists newest first, filtered by status, one page at a time", async () => {
    // Pending applications to sort and filter, beside the approved and rejected ones the file starts with.
    for (let n = 0; n < 3; n++) await submit(form());
    const admin = await as(given.superadminUser);
    const page = await admin.client.applications.list({ status: "pending", page: 1, pageSize: 10 });
    expect(page.items.every((item) => item.status === "pending")).toBe(true);
    const times = page.items.map((item) => item.submittedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.total).toBeGreaterThanOrEqual(page.items.length);
    const bad = await refusal(admin.client.applications.list({ pageSize: 7 }));
    expect(bad.status).toBe(400);
    // The review list's page sizes (docs/product/shell-and-navigation.md#lists-and-the-address).
    for (const pageSize of [25, 50, 100]) {
      expect((await admin.client.applications.list({ pageSize })).pageSize).toBe(pageSize);
    }
  });

  it("shows one application's answers under the form's field names", async () => {
    const application = form();
    const { applicationId } = await submit(application);
    const detail = await (await as(given.adminUser)).client.applications.get({ id: applicationId });
    expect(detail.applicationData).toEqual({
      ...application,
      additionalNotes: null,
      submissionDate: detail.submittedAt.toISOString(),
    });
  });
});
