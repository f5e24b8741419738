import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { partnerApplications, partners } from "#server/db/schema/index";
import { applicationForm as form } from "#tests/factories/application-form";
import { setUpApplicationsTestApp } from "#tests/support/apps/applications-test-app";

const { given, testApp, anonymous, submit } = setUpApplicationsTestApp();

describe("status lookup", () => {
  it("shows a pending application, and the not-found variants", async () => {
    const application = form();
    await submit(application);
    const pending = await anonymous().client.applications.status({
      email: application.contactEmail as string,
    });
    expect(pending).toMatchObject({
      result: "found",
      status: "pending",
      companyName: application.companyName,
      reviewedAt: null,
    });
    expect(await anonymous().client.applications.status({ email: "nobody@nowhere.example" })).toEqual({
      result: "not_found",
    });
  });

  it("reports approved and rejected applications with the reviewer's notes", async () => {
    const approved = await anonymous().client.applications.status({
      email: given.activePartner.contactEmail,
    });
    expect(approved).toMatchObject({ result: "found", status: "approved", partnerStatus: "active" });
    const rejected = await anonymous().client.applications.status({
      email: given.rejectedPartner.contactEmail,
    });
    expect(rejected).toMatchObject({ result: "found", status: "rejected" });
    expect(rejected.result === "found" && rejected.reviewerNotes).toBeTruthy();
  });

  it("says when the records disagree or a partner never applied", async () => {
    const application = form();
    const { applicationId } = await submit(application);
    const db = testApp().testDatabase.database.db;
    const [row] = await db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.id, applicationId));
    await db
      .update(partners)
      .set({ contactEmail: "moved@northwind.example" })
      .where(eq(partners.id, row?.partnerId as string));
    expect(
      await anonymous().client.applications.status({ email: application.contactEmail as string }),
    ).toEqual({
      result: "data_error",
    });
    await db.delete(partnerApplications).where(eq(partnerApplications.id, applicationId));
    expect(await anonymous().client.applications.status({ email: "moved@northwind.example" })).toMatchObject({
      result: "partner_without_application",
    });
  });

  it("sends Retry-After with a 429", async () => {
    const lookUp = () =>
      testApp().app.request("http://localhost/api/v1/applications/status", {
        method: "POST",
        headers: { origin: "http://localhost:3000", "content-type": "application/json" },
        body: JSON.stringify({ email: "retry.after@northwind.example" }),
      });
    for (let attempt = 0; attempt < 10; attempt++) expect((await lookUp()).status).toBe(200);
    const limited = await lookUp();
    expect(limited.status).toBe(429);
    const wait = Number(limited.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(((await limited.json()) as { message: string }).message).toContain(`${wait} seconds`);
  });
});
