import { count, eq, type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { partnerAuditLogs } from "#server/db/schema/index";
import { router } from "#server/router";
import { listProcedures } from "#server/rpc/list-procedures";
import { createDepartment } from "#tests/factories/departments";
import { createPartner } from "#tests/factories/partners";
import { createAdmin, createPartnerContact, createUser } from "#tests/factories/users";
import { auditEntriesAbout, setUpAdminTestApp } from "#tests/support/apps/admin-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs } from "#tests/support/browser/rpc-client";

const given = setUpAdminTestApp();
const db = () => given.app.testDatabase.database.db;
const list = (input: Parameters<typeof given.auditor.browser.client.auditLog.list>[0]) =>
  given.auditor.browser.client.auditLog.list(input);

/** Entries written straight into the trail at chosen times, about one subject of their own. */
async function entriesAt(subjectId: string, times: Date[]) {
  return db()
    .insert(partnerAuditLogs)
    .values(
      times.map((createdAt, index) => ({
        partnerId: null,
        actorUserId: given.admin.user.id,
        action: "user_updated",
        subjectType: "user" as const,
        subjectId,
        subjectLabel: `Entry ${index}`,
        details: { index },
        createdAt,
      })),
    )
    .returning();
}

const storedCount = async (where: SQL) =>
  (await db().select({ n: count() }).from(partnerAuditLogs).where(where))[0]?.n;

describe("the audit log", () => {
  it("records each user change, with actor, subject and old and new values, and lists them newest first", async () => {
    const admin = given.admin.browser.client;
    const department = await createDepartment(db(), { name: "Audited Dept" });
    const { user: created } = await admin.users.create({
      email: "audited.person@example.com",
      fullName: "Audited Person",
      password: "temp-pass-1",
      role: "viewer",
    });
    await admin.users.update({ id: created.id, fullName: "Audited Person Renamed", jobTitle: "Tester" });
    await admin.users.setRole({ id: created.id, role: "analyst" });
    await admin.users.setPermissions({ id: created.id, permissions: ["view_reports"] });
    await admin.users.setDepartments({
      id: created.id,
      departments: [{ departmentId: department.id, isPrimary: true }],
    });

    const page = await list({ subjectType: "user", subjectId: created.id });
    const stored = await auditEntriesAbout(db(), created.id);
    expect(page.total).toBe(5);
    expect(page.totalCapped).toBe(false);
    expect(page.items.map((item) => item.id)).toEqual(stored.map((row) => row.id).reverse());
    const actor = { id: given.admin.user.id, name: given.admin.user.name, email: given.admin.user.email };
    expect(
      page.items.map(({ action, actor, subject, partner, details }) => ({
        action,
        actor,
        subject,
        partner,
        details,
      })),
    ).toEqual([
      {
        action: "user_departments_changed",
        actor,
        subject: { type: "user", id: created.id, label: "Audited Person Renamed" },
        partner: null,
        details: {
          email: "audited.person@example.com",
          from: [],
          to: ["Audited Dept"],
          primary: { from: null, to: "Audited Dept" },
        },
      },
      {
        action: "user_permissions_changed",
        actor,
        subject: { type: "user", id: created.id, label: "Audited Person Renamed" },
        partner: null,
        details: { email: "audited.person@example.com", added: ["view_reports"], removed: [] },
      },
      {
        action: "user_role_changed",
        actor,
        subject: { type: "user", id: created.id, label: "Audited Person Renamed" },
        partner: null,
        details: { email: "audited.person@example.com", from: ["viewer"], to: ["analyst"] },
      },
      {
        action: "user_updated",
        actor,
        subject: { type: "user", id: created.id, label: "Audited Person Renamed" },
        partner: null,
        details: {
          email: "audited.person@example.com",
          changes: {
            full_name: { from: "Audited Person", to: "Audited Person Renamed" },
            job_title: { from: null, to: "Tester" },
          },
        },
      },
      {
        action: "user_created",
        actor,
        // The name at the time of the entry.
        subject: { type: "user", id: created.id, label: "Audited Person" },
        partner: null,
        details: { email: "audited.person@example.com", role: "viewer", job_title: null },
      },
    ]);
    for (let index = 1; index < page.items.length; index++) {
      expect(page.items[index - 1]?.createdAt.getTime()).toBeGreaterThanOrEqual(
        page.items[index]?.createdAt.getTime() as number,
      );
    }
  });

  it("records each department change, and keeps a deleted department's entries under its old name", async () => {
    const admin = given.admin.browser.client;
    const { department } = await admin.departments.create({ name: "Short Lived", description: "Soon gone" });
    await admin.departments.update({ id: department.id, name: "Shorter Lived", description: "Soon gone" });
    await admin.departments.delete({ id: department.id });
    const page = await list({ subjectType: "department", subjectId: department.id });
    expect(page.items.map((item) => [item.action, item.subject?.label, item.details])).toEqual([
      [
        "department_deleted",
        "Shorter Lived",
        { name: "Shorter Lived", description: "Soon gone", members_removed: 0 },
      ],
      [
        "department_updated",
        "Shorter Lived",
        { changes: { name: { from: "Short Lived", to: "Shorter Lived" } } },
      ],
      ["department_created", "Short Lived", { name: "Short Lived", description: "Soon gone", manager: null }],
    ]);
    expect(page.items.map((item) => item.id)).toEqual(
      (await auditEntriesAbout(db(), department.id)).map((row) => row.id).reverse(),
    );
  });

  it("lists other features' entries too, such as a partner's status change with its partner", async () => {
    const partner = await createPartner(db(), { status: "active", companyName: "Audited Partner Co" });
    await given.admin.browser.client.partners.setStatus({ id: partner.id, status: "suspended" });
    const page = await list({ subjectType: "partner", subjectId: partner.id });
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      action: "partner_status_changed",
      actor: { id: given.admin.user.id },
      subject: { type: "partner", id: partner.id, label: "Audited Partner Co" },
      partner: { id: partner.id, companyName: "Audited Partner Co" },
      details: { from: "active", to: "suspended" },
    });
    const [stored] = await db()
      .select()
      .from(partnerAuditLogs)
      .where(eq(partnerAuditLogs.partnerId, partner.id));
    expect(page.items[0]?.id).toBe(stored?.id);
    // Unfiltered, it is among the newest.
    expect((await list({ action: "partner_status_changed" })).items.map((item) => item.id)).toContain(
      stored?.id,
    );
  });

  it("filters by action, counting exactly what the trail holds", async () => {
    const person = await createUser(db(), { roles: ["viewer"] });
    await given.admin.browser.client.users.setRole({ id: person.id, role: "user" });
    const page = await list({ action: "user_role_changed", pageSize: 100 });
    expect(page.total).toBe(await storedCount(eq(partnerAuditLogs.action, "user_role_changed")));
    expect(page.total).toBeGreaterThan(0);
    expect(new Set(page.items.map((item) => item.action))).toEqual(new Set(["user_role_changed"]));
    expect(page.items.map((item) => item.subject?.id)).toContain(person.id);
  });

  it("filters by actor", async () => {
    const actor = await createAdmin(db(), { name: "Only Actor" });
    const asActor = await signedInAs(given.app, actor);
    const [first, second] = [await createUser(db(), { roles: ["viewer"] }), await createUser(db())];
    await asActor.client.users.setRole({ id: first.id, role: "analyst" });
    await given.admin.browser.client.users.setRole({ id: second.id, role: "analyst" });
    await asActor.client.users.update({ id: second.id, fullName: "Touched By Actor" });

    const page = await list({ actorId: actor.id });
    expect(page.total).toBe(2);
    expect(page.items.map((item) => [item.action, item.subject?.id, item.actor?.id])).toEqual([
      ["user_updated", second.id, actor.id],
      ["user_role_changed", first.id, actor.id],
    ]);
    expect((await list({ actorId: "nobody-at-all" })).total).toBe(0);
  });

  it("filters by subject type", async () => {
    await createDepartment(db());
    await given.admin.browser.client.departments.create({ name: "Typed Subject" });
    const page = await list({ subjectType: "department", pageSize: 100 });
    expect(page.total).toBe(await storedCount(eq(partnerAuditLogs.subjectType, "department")));
    expect(new Set(page.items.map((item) => item.subject?.type))).toEqual(new Set(["department"]));
    expect(page.items.map((item) => item.subject?.label)).toContain("Typed Subject");
  });

  it("filters by a time range, both ends included", async () => {
    const hour = (h: number) => new Date(Date.UTC(2021, 5, 1, h, 0, 0));
    const rows = await entriesAt("time-range-subject", [hour(1), hour(2), hour(3), hour(4), hour(5)]);
    const idsAt = (...hours: number[]) => hours.map((h) => rows[h - 1]?.id);
    const only = { subjectType: "user" as const, subjectId: "time-range-subject" };

    const between = await list({ ...only, from: hour(2), to: hour(4) });
    expect(between.items.map((item) => item.id)).toEqual(idsAt(4, 3, 2));
    expect(between.total).toBe(3);
    expect((await list({ ...only, from: hour(4) })).items.map((item) => item.id)).toEqual(idsAt(5, 4));
    expect((await list({ ...only, to: hour(1) })).items.map((item) => item.id)).toEqual(idsAt(1));
    const justOutside = await list({
      ...only,
      from: new Date(hour(2).getTime() + 1),
      to: new Date(hour(4).getTime() - 1),
    });
    expect(justOutside.items.map((item) => item.id)).toEqual(idsAt(3));
    // Dates may come as text, as in a query string.
    expect(
      (
        await list({ ...only, from: "2021-06-01T03:00:00Z" as never, to: "2021-06-01T03:00:00Z" as never })
      ).items.map((item) => item.id),
    ).toEqual(idsAt(3));
  });

  it("pages newest first with the total of all matches", async () => {
    const minute = (m: number) => new Date(Date.UTC(2022, 0, 1, 12, m));
    const rows = await entriesAt("paged-subject", [minute(1), minute(2), minute(3), minute(4), minute(5)]);
    const newestFirst = rows.map((row) => row.id).reverse();
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      pages.push(await list({ subjectType: "user", subjectId: "paged-subject", page, pageSize: 2 }));
    }
    expect(pages.map((page) => page.items.map((item) => item.id))).toEqual([
      newestFirst.slice(0, 2),
      newestFirst.slice(2, 4),
      newestFirst.slice(4),
      [],
    ]);
    expect(pages.map((page) => [page.total, page.totalCapped, page.page, page.pageSize])).toEqual([
      [5, false, 1, 2],
      [5, false, 2, 2],
      [5, false, 3, 2],
      [5, false, 4, 2],
    ]);
  });

  it("refuses a range that ends before it starts, a subject id without its type and unknown actions, with 400", async () => {
    const backwards = await refusal(list({ from: new Date("2024-02-02"), to: new Date("2024-02-01") }));
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.data)).toContain("From must not be after To.");
    const untyped = await refusal(list({ subjectId: "some-id" }));
    expect(untyped.status).toBe(400);
    expect(JSON.stringify(untyped.data)).toContain("Please choose the subject's type too.");
    const unknown = await refusal(list({ action: "entry_forged" as never }));
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.data)).toContain("Please choose an action from the list.");
  });

  it("refuses a time that is not a date or ISO 8601 text instead of converting it", async () => {
    // new Date(true) is 1970, new Date([["2024-01-01"]]) is 2024: neither was ever a date.
    for (const from of [true, 0, 1_700_000_000_000, [], [[["2024-01-01"]]], " ", "0x10", "yesterday"]) {
      const refused = await refusal(list({ from: from as never }));
      expect(refused.status, JSON.stringify(from)).toBe(400);
      expect(JSON.stringify(refused.data), JSON.stringify(from)).toContain("From must be a date.");
    }
    expect((await list({ from: "2024-01-01", to: "2024-01-01T23:59:59+02:00" })).page).toBe(1);
  });

  it("offers anyone, partner contacts included, as an actor to filter by", async () => {
    const contact = await createPartnerContact(
      db(),
      await createPartner(db(), { contactName: "Quentin Partnerly" }),
    );
    const staff = await createUser(db(), { name: "Quentin Staffer" });
    const options = await given.auditor.browser.client.auditLog.actorOptions({ search: "quentin" });
    expect(options).toEqual([
      { id: contact.id, name: "Quentin Partnerly", email: contact.email },
      { id: staff.id, name: "Quentin Staffer", email: staff.email },
    ]);
    // The department manager chooser, by contrast, offers staff only.
    expect(
      (await given.admin.browser.client.users.staffOptions({ search: "quentin" })).map((option) => option.id),
    ).toEqual([staff.id]);
  });

  it("says the total is capped past 10,000 matching entries", async () => {
    await db().execute(sql`insert into partner_audit_logs (action, subject_type, subject_id, subject_label, created_at)
      select 'user_updated', 'user', 'many-entries', 'Many', timestamptz '2019-01-01 00:00:00+00' + n * interval '1 second'
      from generate_series(1, 10001) n`);
    const page = await list({ subjectType: "user", subjectId: "many-entries", pageSize: 3 });
    expect(page).toMatchObject({ total: 10_000, totalCapped: true });
    expect(page.items.map((item) => item.createdAt.toISOString())).toEqual([
      new Date(Date.UTC(2019, 0, 1) + 10_001_000).toISOString(),
      new Date(Date.UTC(2019, 0, 1) + 10_000_000).toISOString(),
      new Date(Date.UTC(2019, 0, 1) + 9_999_000).toISOString(),
    ]);
  });
});

describe("the audit trail's procedures", () => {
  const all = listProcedures(router);

  it("only read: the audit log offers a list and an actor chooser, both GET", () => {
    const auditLog = all.filter(({ path }) => path[0] === "auditLog");
    expect(auditLog.map(({ path }) => path.join(".")).sort()).toEqual([
      "auditLog.actorOptions",
      "auditLog.list",
    ]);
    for (const { procedure } of auditLog) expect(procedure["~orpc"].route.method).toBe("GET");
  });

  it("has no procedure anywhere in the router that updates or deletes audit entries", () => {
    const touchesAudit = all.filter(({ path, procedure }) => {
      const route = procedure["~orpc"].route;
      return /audit/i.test(path.join(".")) || /audit/i.test(route.path ?? "");
    });
    expect(touchesAudit.length).toBeGreaterThan(0);
    for (const { path, procedure } of touchesAudit) {
      expect(path.at(-1), path.join(".")).not.toMatch(/delete|remove|update|edit|set|purge|clear|change/i);
      expect(["GET", undefined], path.join(".")).toContain(procedure["~orpc"].route.method);
    }
    // Every procedure that deletes or updates something names another subject.
    const mutating = all.filter(({ path }) => /delete|remove|update|purge|clear/i.test(path.at(-1) ?? ""));
    expect(mutating.length).toBeGreaterThan(0);
    for (const { path, procedure } of mutating) {
      expect(path[0]).not.toBe("auditLog");
      expect(procedure["~orpc"].route.path ?? "").not.toMatch(/audit/i);
    }
  });
});
