import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "#server/db/schema/index";
import { createPartner } from "#tests/factories/partners";
import { createAdmin, createPartnerContact, createUserWithPermission } from "#tests/factories/users";
import { failInsertsInto } from "#tests/support/apps/admin-test-app";
import { setUpResourcesTestApp } from "#tests/support/apps/resources-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { toldAbout } from "#tests/support/database/stored-notifications";
import { SAMPLE_PDF, sampleFile } from "#tests/support/files/sample-files";

// docs/product/notifications.md#what-people-are-told
const given = setUpResourcesTestApp();
const db = () => given.app.testDatabase.database.db;

const upload = (title: string, isPublic: boolean) =>
  given.asAdmin.client.resources.upload({
    resource: { title, isPublic },
    file: sampleFile(SAMPLE_PDF, "deck.pdf"),
  });

async function contactOfPartner(status: "active" | "suspended" | "pending") {
  return (await createPartnerContact(db(), await createPartner(db(), { status }))).id;
}

describe("notifications of new resources", () => {
  it("tells the contact of every active partner of a public resource, and no staff", async () => {
    const another = await contactOfPartner("active");
    const suspended = await contactOfPartner("suspended");
    const pending = await contactOfPartner("pending");
    const otherAdmin = await createAdmin(db());
    const reviewer = await createUserWithPermission(db(), "manage_partners");
    const resource = await upload("Q4 Sales Deck", true);

    const told = await toldAbout(db(), resource.id);
    const toldIds = told.map((notice) => notice.userId);
    expect(toldIds).toEqual(expect.arrayContaining([given.partnerAContactId, another]));
    for (const untold of [suspended, pending, otherAdmin.id, reviewer.id, given.adminId]) {
      expect(toldIds).not.toContain(untold);
    }
    expect(new Set(toldIds).size).toBe(told.length);
    expect(told.find((notice) => notice.userId === another)).toEqual({
      userId: another,
      kind: "resource_published",
      message: "New resource: Q4 Sales Deck.",
    });
  });

  it("tells nobody of a draft, which partners do not see", async () => {
    const draft = await upload("Internal Pricing Draft", false);
    expect(await toldAbout(db(), draft.id)).toEqual([]);
  });

  it("tells nobody when the upload is rolled back", async () => {
    const restore = await failInsertsInto(db(), "partner_audit_logs", "audit unavailable");
    try {
      expect((await refusal(upload("Rolled Back Deck", true))).status).toBe(500);
    } finally {
      await restore();
    }
    expect(
      await db()
        .select()
        .from(notifications)
        .where(eq(notifications.message, "New resource: Rolled Back Deck.")),
    ).toEqual([]);
  });
});
