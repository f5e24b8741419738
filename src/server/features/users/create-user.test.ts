import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "#server/auth/password";
import { account, profiles, session, user } from "#server/db/schema/index";
import { PARTNER_SIGN_IN_REFUSALS } from "#shared/contracts/auth";
import { REFUSALS } from "#shared/grant-rules";
import { createPartner } from "#tests/factories/partners";
import { createUser } from "#tests/factories/users";
import {
  administrationSnapshot,
  auditEntriesAbout,
  rolesOf,
  setUpAdminTestApp,
} from "#tests/support/apps/admin-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { testBrowser } from "#tests/support/browser/rpc-client";

const given = setUpAdminTestApp();
const db = () => given.app.testDatabase.database.db;

const userByEmail = async (email: string) => (await db().select().from(user).where(eq(user.email, email)))[0];

/** The field errors of a 400, as [path, message] pairs. */
const issuesOf = (data: unknown) =>
  ((data as { issues?: { path: (string | number)[]; message: string }[] }).issues ?? []).map((issue) => [
    issue.path.join("."),
    issue.message,
  ]);

describe("creating a user", () => {
  it("adds a staff member with role user, a profile and a hashed temporary password, audited", async () => {
    const { user: created } = await given.admin.browser.client.users.create({
      email: "  New.Starter@Example.COM ",
      fullName: "  Nora Starter ",
      password: "temp-pass-1",
    });
    expect(created).toMatchObject({
      email: "new.starter@example.com",
      fullName: "Nora Starter",
      jobTitle: null,
      roles: ["user"],
      permissions: [],
      departments: [],
    });
    const row = await userByEmail("new.starter@example.com");
    expect(row).toMatchObject({ id: created.id, name: "Nora Starter", emailVerified: true });
    const [profile] = await db().select().from(profiles).where(eq(profiles.userId, created.id));
    expect(profile).toMatchObject({
      email: "new.starter@example.com",
      fullName: "Nora Starter",
      jobTitle: null,
    });
    expect(await rolesOf(db(), created.id)).toEqual(["user"]);

    const credentials = await db().select().from(account).where(eq(account.userId, created.id));
    expect(credentials).toHaveLength(1);
    const [credential] = credentials;
    expect(credential).toMatchObject({ providerId: "credential", accountId: created.id });
    expect(credential?.password).not.toContain("temp-pass-1");
    expect(credential?.password).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(credential?.password as string, "temp-pass-1")).toBe(true);

    const audit = await auditEntriesAbout(db(), created.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "user_created",
      actorUserId: given.admin.user.id,
      partnerId: null,
      subjectType: "user",
      subjectId: created.id,
      subjectLabel: "Nora Starter",
      details: { email: "new.starter@example.com", role: "user", job_title: null },
    });
    // The plain password is nowhere in the trail.
    expect(JSON.stringify(audit)).not.toContain("temp-pass-1");
  });

  it("adds a staff member without a password: no credential, since they sign in with single sign-on", async () => {
    for (const password of [undefined, ""]) {
      const email = `no.password.${password === undefined ? "omitted" : "empty"}@example.com`;
      const { user: created } = await given.admin.browser.client.users.create({
        email,
        fullName: "Sam Sso",
        password,
      });
      expect(created).toMatchObject({ email, roles: ["user"] });
      expect(await db().select().from(account).where(eq(account.userId, created.id))).toEqual([]);
      expect(await auditEntriesAbout(db(), created.id)).toHaveLength(1);
    }
  });

  it("still refuses a partner contact's e-mail and the partner role when no password is given", async () => {
    const partner = await createPartner(db(), { contactEmail: "contact.nopass@partner.example" });
    const byContact = await refusal(
      given.admin.browser.client.users.create({ email: partner.contactEmail, fullName: "Pat Partner" }),
    );
    expect(byContact.status).toBe(409);
    const asPartner = await refusal(
      given.admin.browser.client.users.create({
        email: "would.be.partner@example.com",
        fullName: "Would Be",
        role: "partner",
      }),
    );
    expect(asPartner.status).toBe(403);
    expect(asPartner.message).toBe(REFUSALS.partnerRole);
    expect(await userByEmail("would.be.partner@example.com")).toBeUndefined();
  });

  it("gives the chosen role and job title; a manager may give a role up to their own", async () => {
    const { user: created } = await given.manager.browser.client.users.create({
      email: "analyst.hire@example.com",
      fullName: "Ana Lyst",
      password: "temp-pass-2",
      jobTitle: " Data analyst ",
      role: "manager",
    });
    expect(await rolesOf(db(), created.id)).toEqual(["manager"]);
    const [profile] = await db().select().from(profiles).where(eq(profiles.userId, created.id));
    expect(profile?.jobTitle).toBe("Data analyst");
    expect((await auditEntriesAbout(db(), created.id))[0]).toMatchObject({
      actorUserId: given.manager.user.id,
      details: { email: "analyst.hire@example.com", role: "manager", job_title: "Data analyst" },
    });
  });

  it("refuses an e-mail another user has, whatever its case, with 409 and writes nothing", async () => {
    await createUser(db(), { email: "Taken.Person@people.example" });
    const before = await administrationSnapshot(db());
    const refused = await refusal(
      given.admin.browser.client.users.create({
        email: "taken.person@PEOPLE.example",
        fullName: "Second Taker",
        password: "temp-pass-3",
      }),
    );
    expect(refused.status).toBe(409);
    expect(refused.message).toBe("A user with this email already exists.");
    expect(refused.data).toMatchObject({ field: "email" });
    expect(await administrationSnapshot(db())).toEqual(before);
  });

  it.each(["pending", "active", "suspended"] as const)(
    "refuses the contact e-mail of a %s partner with 409 and writes nothing",
    async (status) => {
      const partner = await createPartner(db(), {
        status,
        contactEmail: `Contact.${status}@Partner.example`,
      });
      const before = await administrationSnapshot(db());
      const refused = await refusal(
        given.admin.browser.client.users.create({
          email: partner.contactEmail,
          fullName: "Not A Partner",
          password: "temp-pass-4",
        }),
      );
      expect(refused.status).toBe(409);
      expect(refused.message).toBe(
        "This email belongs to a partner contact. Partners get their account when their application is approved.",
      );
      expect(await administrationSnapshot(db())).toEqual(before);
    },
  );

  it("creates the same address once when two administrators race", async () => {
    const input = { email: "raced.hire@example.com", fullName: "Raced Hire", password: "temp-pass-5" };
    const results = await Promise.allSettled([
      given.admin.browser.client.users.create(input),
      given.superAdmin.browser.client.users.create(input),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const [failed] = results.filter((result) => result.status === "rejected");
    expect((failed as PromiseRejectedResult).reason).toMatchObject({
      status: 409,
      message: "A user with this email already exists.",
    });
    const rows = await db().select().from(user).where(eq(user.email, "raced.hire@example.com"));
    expect(rows).toHaveLength(1);
    expect(await auditEntriesAbout(db(), rows[0]?.id as string)).toHaveLength(1);
  });

  it.each([
    [{ password: "12345" }, "password", "Password must be at least 6 characters long."],
    [{ fullName: "   " }, "fullName", "Full name is required"],
    [{ fullName: undefined }, "fullName", "Full name is required"],
    [{ email: "" }, "email", "Email is required."],
    [{ email: "not-an-address" }, "email", "Please enter a valid email address."],
    [{ role: "owner" }, "role", "Please choose a role."],
  ])("refuses %j with 400 and a message at the field, writing nothing", async (change, field, message) => {
    const before = await administrationSnapshot(db());
    const refused = await refusal(
      given.admin.browser.client.users.create({
        email: "valid.otherwise@example.com",
        fullName: "Valid Otherwise",
        password: "long-enough",
        ...change,
      } as never),
    );
    expect(refused.status).toBe(400);
    expect(issuesOf(refused.data)).toContainEqual([field, message]);
    expect(await administrationSnapshot(db())).toEqual(before);
  });

  it("gives a password the staff member cannot use on partner sign-in", async () => {
    const { user: created } = await given.admin.browser.client.users.create({
      email: "staff.no.partner@example.com",
      fullName: "Staff Member",
      password: "temp-pass-6",
    });
    const tab = testBrowser(given.app);
    const refused = await refusal(
      tab.client.partnerAuth.signIn({ email: "staff.no.partner@example.com", password: "temp-pass-6" }),
    );
    expect(refused.status).toBe(403);
    expect(refused.message).toBe(PARTNER_SIGN_IN_REFUSALS.not_found);
    expect(await db().select().from(session).where(eq(session.userId, created.id))).toHaveLength(0);
    expect(await tab.client.me.session()).toEqual({ user: null });
  });

  describe("with a role", () => {
    const attempt = async (
      as: "admin" | "manager" | "superAdmin",
      role: "admin" | "super_admin" | "sales_manager" | "partner",
    ) => {
      const email = `${as}.gives.${role}@example.com`.replace("_", "-");
      const before = await administrationSnapshot(db());
      const refused = await refusal(
        given[as].browser.client.users.create({ email, fullName: "Would Be", password: "temp-pass-7", role }),
      );
      expect(refused.status).toBe(403);
      expect(await administrationSnapshot(db())).toEqual(before);
      return refused.message;
    };

    it("refuses admin roles to an admin and to a manager", async () => {
      expect(await attempt("admin", "admin")).toBe(REFUSALS.adminRoles);
      expect(await attempt("admin", "super_admin")).toBe(REFUSALS.adminRoles);
      expect(await attempt("manager", "admin")).toBe(REFUSALS.adminRoles);
    });

    it("refuses a role above the creator's own", async () => {
      expect(await attempt("manager", "sales_manager")).toBe(REFUSALS.roleAboveOwn);
    });

    it("refuses the partner role to everyone, a super admin included", async () => {
      expect(await attempt("superAdmin", "partner")).toBe(REFUSALS.partnerRole);
      expect(await attempt("admin", "partner")).toBe(REFUSALS.partnerRole);
    });

    it("lets a super admin create an admin and a super admin", async () => {
      for (const role of ["admin", "super_admin"] as const) {
        const { user: created } = await given.superAdmin.browser.client.users.create({
          email: `new.${role.replace("_", "-")}@example.com`,
          fullName: `New ${role}`,
          password: "temp-pass-8",
          role,
        });
        expect(await rolesOf(db(), created.id)).toEqual([role]);
        expect((await auditEntriesAbout(db(), created.id))[0]).toMatchObject({
          action: "user_created",
          actorUserId: given.superAdmin.user.id,
          details: { role },
        });
      }
    });
  });
});
