import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles, user } from "#server/db/schema/index";
import type { AppRole } from "#shared/enums";
import { REFUSALS } from "#shared/grant-rules";
import { createPartner } from "#tests/factories/partners";
import { createAdmin, createPartnerContact, createUser, type TestUser } from "#tests/factories/users";
import {
  administrationSnapshot,
  auditEntriesAbout,
  setUpAdminTestApp,
} from "#tests/support/apps/admin-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs } from "#tests/support/browser/rpc-client";

const given = setUpAdminTestApp();
const db = () => given.app.testDatabase.database.db;

const stored = async (id: string) => ({
  user: (await db().select().from(user).where(eq(user.id, id)))[0],
  profile: (await db().select().from(profiles).where(eq(profiles.userId, id)))[0],
});

describe("editing a user", () => {
  it("changes the full name and job title, and audits old and new values of what changed", async () => {
    const person = await createUser(db(), { name: "Old Name", jobTitle: "Old title" });
    const { user: changed } = await given.manager.browser.client.users.update({
      id: person.id,
      fullName: "  New Name ",
      jobTitle: " New title ",
    });
    expect(changed).toMatchObject({
      id: person.id,
      fullName: "New Name",
      jobTitle: "New title",
      email: person.email,
    });
    const row = await stored(person.id);
    expect(row.profile).toMatchObject({ fullName: "New Name", jobTitle: "New title", email: person.email });
    expect(row.user).toMatchObject({ name: "New Name", email: person.email });
    const audit = await auditEntriesAbout(db(), person.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "user_updated",
      actorUserId: given.manager.user.id,
      subjectType: "user",
      subjectLabel: "New Name",
      details: {
        email: person.email,
        changes: {
          full_name: { from: "Old Name", to: "New Name" },
          job_title: { from: "Old title", to: "New title" },
        },
      },
    });
  });

  it("clears an empty job title to null and audits only that change", async () => {
    const person = await createUser(db(), { name: "Kept Name", jobTitle: "Going away" });
    await given.admin.browser.client.users.update({ id: person.id, fullName: "Kept Name", jobTitle: "  " });
    expect((await stored(person.id)).profile).toMatchObject({ fullName: "Kept Name", jobTitle: null });
    const audit = await auditEntriesAbout(db(), person.id);
    expect(audit.map((entry) => entry.details)).toEqual([
      { email: person.email, changes: { job_title: { from: "Going away", to: null } } },
    ]);
    // Leaving it out clears it the same way; unchanged, nothing more is written.
    await given.admin.browser.client.users.update({ id: person.id, fullName: "Kept Name" });
    expect(await auditEntriesAbout(db(), person.id)).toHaveLength(1);
  });

  it("never changes the e-mail, even when one is sent", async () => {
    const person = await createUser(db(), { name: "Fixed Address" });
    await given.admin.browser.client.users.update({
      id: person.id,
      fullName: "Fixed Address Renamed",
      email: "hijacked@example.com",
    } as never);
    const row = await stored(person.id);
    expect(row.user?.email).toBe(person.email);
    expect(row.profile?.email).toBe(person.email);
    expect(await db().select().from(user).where(eq(user.email, "hijacked@example.com"))).toHaveLength(0);
    expect((await auditEntriesAbout(db(), person.id))[0]?.details).toEqual({
      email: person.email,
      changes: { full_name: { from: "Fixed Address", to: "Fixed Address Renamed" } },
    });
  });

  it.each([
    ["an empty", ""],
    ["a blank", "   "],
    ["a missing", undefined],
  ])("refuses %s full name with 400 'Full name is required', changing nothing", async (_kind, fullName) => {
    const person = await createUser(db(), { name: "Stays Named", jobTitle: "Stays" });
    const before = await administrationSnapshot(db());
    const refused = await refusal(
      given.admin.browser.client.users.update({ id: person.id, fullName, jobTitle: "Changed" } as never),
    );
    expect(refused.status).toBe(400);
    const issues = (refused.data as { issues: { path: string[]; message: string }[] }).issues;
    expect(issues).toContainEqual(
      expect.objectContaining({ path: ["fullName"], message: "Full name is required" }),
    );
    expect(await administrationSnapshot(db())).toEqual(before);
  });

  it("lets two administrators edit each other at the same time", async () => {
    const [first, second] = [
      await createAdmin(db(), { name: "Admin One" }),
      await createAdmin(db(), { name: "Admin Two" }),
    ];
    const [asFirst, asSecond] = [await signedInAs(given.app, first), await signedInAs(given.app, second)];
    for (let round = 1; round <= 3; round++) {
      await Promise.all([
        asFirst.client.users.update({ id: second.id, fullName: `Admin Two ${round}` }),
        asSecond.client.users.update({ id: first.id, fullName: `Admin One ${round}` }),
      ]);
    }
    expect((await stored(first.id)).profile?.fullName).toBe("Admin One 3");
    expect((await stored(second.id)).profile?.fullName).toBe("Admin Two 3");
    expect((await auditEntriesAbout(db(), first.id)).map((entry) => entry.actorUserId)).toEqual(
      Array(3).fill(second.id),
    );
    expect((await auditEntriesAbout(db(), second.id)).map((entry) => entry.actorUserId)).toEqual(
      Array(3).fill(first.id),
    );
  });

  const staff = (roles: AppRole[]) => () =>
    createUser(db(), { roles, name: "Ranked Person", jobTitle: "Kept" });
  const partnerContact = async () => createPartnerContact(db(), await createPartner(db()));

  it.each([
    ["manager", "a super admin", staff(["super_admin"]), REFUSALS.targetAboveOwn],
    ["manager", "an admin", staff(["admin"]), REFUSALS.targetAboveOwn],
    [
      "manager",
      "a sales manager (ranked above a manager)",
      staff(["sales_manager"]),
      REFUSALS.targetAboveOwn,
    ],
    ["superAdmin", "a partner contact's account", partnerContact, REFUSALS.partnerDetails],
    ["admin", "a partner contact's account", partnerContact, REFUSALS.partnerDetails],
    ["manager", "a partner contact's account", partnerContact, REFUSALS.partnerDetails],
  ] as const)(
    "as %s, refuses editing %s with 403 and the grant rules' reason, writing nothing",
    async (actor, _whom, target: () => Promise<TestUser>, message) => {
      const person = await target();
      const before = await administrationSnapshot(db());
      const refused = await refusal(
        given[actor].browser.client.users.update({ id: person.id, fullName: "Renamed", jobTitle: "Changed" }),
      );
      expect(refused.status).toBe(403);
      expect(refused.message).toBe(message);
      expect(await administrationSnapshot(db())).toEqual(before);
      expect(await auditEntriesAbout(db(), person.id)).toHaveLength(0);
    },
  );

  it.each([
    ["manager", "a peer manager", staff(["manager"])],
    ["manager", "an analyst", staff(["analyst"])],
    ["admin", "a super admin", staff(["super_admin"])],
  ] as const)("as %s, lets them edit %s", async (actor, _whom, target: () => Promise<TestUser>) => {
    const person = await target();
    await given[actor].browser.client.users.update({ id: person.id, fullName: "Renamed", jobTitle: "Lead" });
    expect((await stored(person.id)).profile).toMatchObject({ fullName: "Renamed", jobTitle: "Lead" });
  });

  it("answers 404 for a user that does not exist, writing nothing", async () => {
    const before = await administrationSnapshot(db());
    const refused = await refusal(
      given.admin.browser.client.users.update({ id: "no-such-user", fullName: "Nobody" }),
    );
    expect(refused.status).toBe(404);
    expect(refused.message).toBe("No such user.");
    expect(await administrationSnapshot(db())).toEqual(before);
  });
});
