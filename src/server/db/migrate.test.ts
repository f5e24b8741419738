import { readFileSync } from "node:fs";
import path from "node:path";
import { getTableName, is, type SQL, sql } from "drizzle-orm";
import { isPgEnum, PgTable } from "drizzle-orm/pg-core";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";
import type { Db } from "./client";
import { migrationsFolder, runMigrations } from "./migrate";
import * as schema from "./schema";

const EXPECTED_TABLES = [
  "account",
  "active_learners",
  "agreement_signatures",
  "agreement_versions",
  "analytics_monthly",
  "api_keys",
  "assessment_attempts",
  "certificates",
  "commission_payouts",
  "course_lessons",
  "course_totals",
  "courses",
  "customer_contact_logs",
  "customer_health_days",
  "customer_health_snapshots",
  "customer_onboarding_steps",
  "customer_success_settings",
  "customer_totals",
  "customers",
  "deal_name_words",
  "deal_totals_by_day",
  "deal_totals_by_partner",
  "departments",
  "email_outbox",
  "ended_sessions",
  "enrollment_totals_by_course",
  "enrollment_totals_by_day",
  "enrollments",
  "idempotency_keys",
  "journey_steps",
  "lesson_completions",
  "notification_digests",
  "notification_stream_leases",
  "notifications",
  "partner_applications",
  "partner_audit_logs",
  "partner_deals",
  "partner_invitations",
  "partner_join_requests",
  "partner_journey_steps",
  "partner_members",
  "partner_performance",
  "partner_resources",
  "partner_tier_states",
  "partners",
  "payout_totals_by_day",
  "payout_totals_by_partner",
  "performance_windows",
  "permissions",
  "person_preferences",
  "profiles",
  "programme_runs",
  "programme_settings",
  "programme_tiers",
  "quiz_questions",
  "rate_limit",
  "report_recipient_domains",
  "report_schedules",
  "saved_reports",
  "session",
  "support_tickets",
  "ticket_attachments",
  "ticket_events",
  "user",
  "user_departments",
  "user_permissions",
  "user_roles",
  "verification",
  "webhook_attempts",
  "webhook_deliveries",
  "webhook_endpoints",
];

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // Both drivers answer raw queries with an object holding `rows`.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function appliedMigrations(db: Db): Promise<number> {
  const [row] = await rows<{ n: number | string }>(
    db,
    sql`select count(*) as n from drizzle.__drizzle_migrations`,
  );
  return Number(row?.n);
}

/** The migrations in the order they apply, by tag (e.g. 0002_resource-file-key). */
const MIGRATION_TAGS = (
  JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  }
).entries.map((entry) => entry.tag);

/** Applies one migration's statements as the migrator would, without recording it. */
async function apply(db: Db, tag: string): Promise<void> {
  const file = readFileSync(path.join(migrationsFolder, `${tag}.sql`), "utf8");
  for (const statement of file.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));
}

/** Applies every migration before `tag`, so a test can put old rows in the old shape before it runs. */
async function applyBefore(db: Db, tag: string): Promise<void> {
  for (const earlier of MIGRATION_TAGS.slice(0, MIGRATION_TAGS.indexOf(tag))) await apply(db, earlier);
}

describe("runMigrations", () => {
  let testDb: TestDatabase | undefined;
  afterEach(async () => {
    await testDb?.dispose();
    testDb = undefined;
  });

  it("creates every table of the schema on a fresh database", async () => {
    testDb = await createTestDatabase({ migrate: false });
    await runMigrations(testDb.database);

    const tables = await rows<{ table_name: string }>(
      testDb.database.db,
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(EXPECTED_TABLES);
    const schemaTables = Object.values<unknown>(schema)
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableName(table))
      .sort();
    expect(schemaTables).toEqual(EXPECTED_TABLES);
  });

  it("creates each database enum with the values of src/shared/enums.ts", async () => {
    testDb = await createTestDatabase();
    const labels = await rows<{ name: string; label: string }>(
      testDb.database.db,
      sql`select t.typname as name, e.enumlabel as label from pg_type t
          join pg_enum e on e.enumtypid = t.oid order by t.typname, e.enumsortorder`,
    );
    const enums = Object.values<unknown>(schema).filter(isPgEnum);
    expect(new Set(labels.map((l) => l.name))).toEqual(new Set(enums.map((e) => e.enumName)));
    for (const pgEnum of enums) {
      const stored = labels.filter((l) => l.name === pgEnum.enumName).map((l) => l.label);
      expect(stored, pgEnum.enumName).toEqual([...pgEnum.enumValues]);
    }
  });

  it("sends an enum array as an array on the database it just migrated (0026)", async () => {
    testDb = await createTestDatabase({ migrate: false });
    await runMigrations(testDb.database);
    const [row] = await rows<{ statuses: string }>(
      testDb.database.db,
      sql`select array_to_string(${sql.param(["healthy", "at_risk"])}::customer_status[], ',') as statuses`,
    );
    expect(row?.statuses).toBe("healthy,at_risk");
  });

  it("does nothing when run again", async () => {
    testDb = await createTestDatabase({ migrate: false });
    await runMigrations(testDb.database);
    const applied = await appliedMigrations(testDb.database.db);
    expect(applied).toBeGreaterThan(0);

    await expect(runMigrations(testDb.database)).resolves.toBeUndefined();
    expect(await appliedMigrations(testDb.database.db)).toBe(applied);
  });

  it("turns the resources' download paths into storage keys (0002)", async () => {
    testDb = await createTestDatabase({ migrate: false });
    const { db } = testDb.database;
    await applyBefore(db, "0002_resource-file-key");
    await db.execute(sql`insert into partner_resources (title, file_url)
      values ('Deck', '/files/resources/partner-sales-deck.pptx'), ('Guide', 'guides/pricing.pdf')`);

    await apply(db, "0002_resource-file-key");

    const keys = await rows<{ title: string; file_key: string }>(
      db,
      sql`select title, file_key from partner_resources order by title`,
    );
    expect(keys).toEqual([
      { title: "Deck", file_key: "partner-sales-deck.pptx" },
      { title: "Guide", file_key: "guides/pricing.pdf" },
    ]);
  });

  it("names the files of resources stored before uploads by their key, with a size still to be set (0006)", async () => {
    testDb = await createTestDatabase({ migrate: false });
    const { db } = testDb.database;
    await applyBefore(db, "0006_resource-files-and-partner-search");
    await db.execute(sql`insert into partner_resources (title, file_key)
      values ('Deck', 'partner-sales-deck.pptx'), ('Guide', 'resources/abc/1700000000-pricing.pdf')`);

    await apply(db, "0006_resource-files-and-partner-search");

    const files = await rows<{ title: string; file_name: string; file_size: string }>(
      db,
      sql`select title, file_name, file_size::text from partner_resources order by title`,
    );
    expect(files).toEqual([
      { title: "Deck", file_name: "partner-sales-deck.pptx", file_size: "0" },
      { title: "Guide", file_name: "1700000000-pricing.pdf", file_size: "0" },
    ]);
  });

  it("gives entries written before subjects their subject from details and partner (0007)", async () => {
    testDb = await createTestDatabase({ migrate: false });
    const { db } = testDb.database;
    await applyBefore(db, "0007_admin-and-audit-trail");
    const partner = "11111111-1111-4111-8111-111111111111";
    const application = "22222222-2222-4222-8222-222222222222";
    const deal = "33333333-3333-4333-8333-333333333333";
    await db.execute(sql`insert into partners (id, company_name, contact_name, contact_email, business_type)
      values (${partner}, 'Acme', 'Ann', 'ann@acme.example', 'reseller')`);
    await db.execute(
      sql`insert into partner_applications (id, partner_id, application_data) values (${application}, ${partner}, '{}')`,
    );
    await db.execute(sql`insert into partner_deals (id, partner_id, company_name, contact_person, deal_value, customer_key)
      values (${deal}, ${partner}, 'Northwind', 'Laura', 100, 'northwind')`);
    await db.execute(sql`insert into partner_audit_logs (partner_id, action, details) values
      (${partner}, 'application_submitted', '{"company_name":"Acme"}'),
      (${partner}, 'deal_submitted', ${JSON.stringify({ deal_id: deal, company_name: "Northwind" })}),
      (${partner}, 'payout_paid', ${JSON.stringify({ payout_id: "p-1", deal_id: deal })}),
      (null, 'resource_uploaded', '{"resource_id":"r-1","resource_title":"Deck"}'),
      (${partner}, 'partner_status_changed', '{"company_name":"Acme","from":"active","to":"suspended"}'),
      (${partner}, 'welcome_email_resent', '{}')`);

    await apply(db, "0007_admin-and-audit-trail");

    const subjects = await rows<{
      action: string;
      subject_type: string;
      subject_id: string;
      subject_label: string;
    }>(
      db,
      sql`select action, subject_type, subject_id, subject_label from partner_audit_logs order by action`,
    );
    expect(subjects).toEqual([
      {
        action: "application_submitted",
        subject_type: "application",
        subject_id: application,
        subject_label: "Acme",
      },
      { action: "deal_submitted", subject_type: "deal", subject_id: deal, subject_label: "Northwind" },
      {
        action: "partner_status_changed",
        subject_type: "partner",
        subject_id: partner,
        subject_label: "Acme",
      },
      { action: "payout_paid", subject_type: "payout", subject_id: "p-1", subject_label: "Northwind" },
      { action: "resource_uploaded", subject_type: "resource", subject_id: "r-1", subject_label: "Deck" },
      { action: "welcome_email_resent", subject_type: "partner", subject_id: partner, subject_label: "Acme" },
    ]);
  });

  it("keeps audit entries append-only, unlinking them only when what they name is deleted (0007)", async () => {
    testDb = await createTestDatabase();
    const { db } = testDb.database;
    const partner = "11111111-1111-4111-8111-111111111111";
    await db.execute(sql`insert into partners (id, company_name, contact_name, contact_email, business_type)
      values (${partner}, 'Acme', 'Ann', 'ann@acme.example', 'reseller')`);
    await db.execute(sql`insert into partner_audit_logs (partner_id, action, subject_type, subject_id, subject_label)
      values (${partner}, 'partner_updated', 'partner', ${partner}, 'Acme')`);

    await expect(db.execute(sql`delete from partner_audit_logs`)).rejects.toThrow();
    await expect(
      db.execute(sql`update partner_audit_logs set details = '{"forged":true}'`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`update partner_audit_logs set action = 'partner_status_changed'`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`update partner_audit_logs set created_at = created_at - interval '1 day'`),
    ).rejects.toThrow();

    await db.execute(sql`delete from partners where id = ${partner}`);
    const [entry] = await rows<{ partner_id: string | null; details: unknown; subject_label: string }>(
      db,
      sql`select partner_id, details, subject_label from partner_audit_logs`,
    );
    expect(entry).toEqual({ partner_id: null, details: {}, subject_label: "Acme" });
  });
  it("adds a deal's words to the search's vocabulary when its names change, not on any other update (0017)", async () => {
    testDb = await createTestDatabase();
    const { db } = testDb.database;
    const partner = "11111111-1111-4111-8111-111111111111";
    await db.execute(sql`insert into partners (id, company_name, contact_name, contact_email, business_type)
      values (${partner}, 'Acme', 'Ann', 'ann@acme.example', 'reseller')`);
    await db.execute(sql`insert into partner_deals (partner_id, company_name, contact_person, deal_value)
      values (${partner}, 'Quokka Freight', 'Lena Moss', 100)`);
    const vocabulary = async () =>
      (await rows<{ word: string }>(db, sql`select word from deal_name_words order by word`)).map(
        (row) => row.word,
      );
    expect(await vocabulary()).toEqual(["freight", "lena", "moss", "quokka"]);

    // Had the update trigger run, it would have put the removed word back.
    await db.execute(sql`delete from deal_name_words where word = 'quokka'`);
    await db.execute(sql`update partner_deals set status = 'in_review', reviewed_at = now()`);
    await db.execute(sql`update partner_deals set company_name = company_name`);
    expect(await vocabulary()).toEqual(["freight", "lena", "moss"]);

    await db.execute(sql`update partner_deals set company_name = 'Wombat Freight', status = 'approved'`);
    await db.execute(sql`update partner_deals set contact_person = 'Lena Quill'`);
    expect(await vocabulary()).toEqual(["freight", "lena", "moss", "quill", "wombat"]);
  });

  it("fills the performance ranking's figures of the deals and payouts already there, per partner and period (0019)", async () => {
    testDb = await createTestDatabase({ migrate: false });
    const { db } = testDb.database;
    await applyBefore(db, "0019_performance-figures");
    const [active, applicant] = [
      "11111111-1111-4111-8111-111111111111",
      "22222222-2222-4222-8222-222222222222",
    ];
    await db.execute(sql`insert into partners (id, company_name, contact_name, contact_email, business_type, status)
      values (${active}, 'Acme', 'Ann', 'ann@acme.example', 'reseller', 'active'),
        (${applicant}, 'Newco', 'Ned', 'ned@newco.example', 'reseller', 'pending')`);
    await db.execute(sql`insert into partner_deals (partner_id, company_name, contact_person, deal_value, status, submitted_at)
      values (${active}, 'Today Won', 'Lena', 100.10, 'closed_won', now()),
        (${active}, 'Today Lost', 'Lena', 5, 'closed_lost', now()),
        (${active}, 'Two Months Won', 'Lena', 200, 'closed_won', now() - interval '60 days'),
        (${active}, 'Long Ago Won', 'Lena', 300, 'closed_won', now() - interval '3 years')`);
    await db.execute(sql`insert into commission_payouts (partner_id, deal_id, deal_value, commission_rate,
        commission_amount, status, paid_at, created_at)
      select partner_id, id, deal_value, 10, deal_value / 10,
        (case when submitted_at < now() - interval '1 year' then 'paid' else 'pending' end)::payout_status,
        case when submitted_at < now() - interval '1 year' then now() end, submitted_at
      from partner_deals where status = 'closed_won'`);
    await apply(db, "0019_performance-figures");

    const figures = await rows<Record<string, unknown>>(
      db,
      sql`select period, partner_id, ranked, company_name, deals_won, deals_lost, won_value::text,
          commission_earned::text, commission_paid::text
        from partner_performance order by partner_id, period`,
    );
    const acme = (
      period: string,
      won: number,
      lost: number,
      value: string,
      earned: string,
      paid: string,
    ) => ({
      period,
      partner_id: active,
      ranked: true,
      company_name: "Acme",
      deals_won: won,
      deals_lost: lost,
      won_value: value,
      commission_earned: earned,
      commission_paid: paid,
    });
    const none = (period: string) => ({
      period,
      partner_id: applicant,
      ranked: false,
      company_name: "Newco",
      deals_won: 0,
      deals_lost: 0,
      won_value: "0",
      commission_earned: "0",
      commission_paid: "0",
    });
    expect(figures).toEqual([
      acme("12m", 2, 1, "300.10", "30.01", "0"),
      acme("30d", 1, 1, "100.10", "10.01", "0"),
      acme("90d", 2, 1, "300.10", "30.01", "0"),
      acme("all", 3, 1, "600.10", "60.01", "30.00"),
      none("12m"),
      none("30d"),
      none("90d"),
      none("all"),
    ]);
  });

  it("gives the roles held before it their holder's sort keys, and keeps them with the profile (0021)", async () => {
    testDb = await createTestDatabase({ migrate: false });
    const { db } = testDb.database;
    await applyBefore(db, "0021_holder-name-order");
    await db.execute(sql`insert into "user" (id, name, email) values ('held', 'Ann', 'ann@held.example')`);
    await db.execute(sql`insert into profiles (user_id, email, full_name)
      values ('held', 'Ann.Lee@Held.example', 'Ann Lee')`);
    await db.execute(
      sql`insert into user_roles (user_id, role) values ('held', 'manager'), ('held', 'analyst')`,
    );
    await apply(db, "0021_holder-name-order");
    const keys = () =>
      rows<Record<string, unknown>>(
        db,
        sql`select role::text, name_key, email_key from user_roles where user_id = 'held' order by role`,
      );
    expect(await keys()).toEqual([
      { role: "analyst", name_key: "ann lee", email_key: "ann.lee@held.example" },
      { role: "manager", name_key: "ann lee", email_key: "ann.lee@held.example" },
    ]);

    await db.execute(
      sql`update profiles set full_name = null, email = 'Ann@Held.example' where user_id = 'held'`,
    );
    await db.execute(sql`insert into user_roles (user_id, role) values ('held', 'viewer')`);
    expect(await keys()).toEqual(
      ["analyst", "manager", "viewer"].map((role) => ({
        role,
        name_key: null,
        email_key: "ann@held.example",
      })),
    );
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "gives a role written while its holder is renamed the new name, not the one being replaced (0021)",
    async () => {
      testDb = await createTestDatabase();
      const { database } = testDb;
      if (database.driver !== "postgres") throw new Error("two writers at once need PostgreSQL");
      await database.db.execute(
        sql`insert into "user" (id, name, email) values ('racing', 'Old', 'old@race.example')`,
      );
      await database.db.execute(sql`insert into profiles (user_id, email, full_name)
        values ('racing', 'old@race.example', 'Old Name')`);
      const renaming = await database.pool.connect();
      const granting = await database.pool.connect();
      try {
        await renaming.query("begin");
        await renaming.query("update profiles set full_name = 'New Name' where user_id = 'racing'");
        const granted = granting.query("insert into user_roles (user_id, role) values ('racing', 'manager')");
        // The role's insert is under way (it waits for the rename's lock) before the rename commits.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await renaming.query("commit");
        await granted;
      } finally {
        renaming.release();
        granting.release();
      }
      expect(
        await rows<Record<string, unknown>>(
          database.db,
          sql`select name_key from user_roles where user_id = 'racing'`,
        ),
      ).toEqual([{ name_key: "new name" }]);
    },
  );

  it("fills each course's totals from the enrollments and certificates already there (0023)", async () => {
    testDb = await createTestDatabase({ migrate: false });
    const { db } = testDb.database;
    await applyBefore(db, "0023_course-totals");
    const [taken, untaken] = ["33333333-3333-4333-8333-333333333333", "44444444-4444-4444-8444-444444444444"];
    await db.execute(
      sql`insert into courses (id, title) values (${taken}, 'Taken'), (${untaken}, 'Untaken')`,
    );
    await db.execute(sql`insert into "user" (id, name, email)
      values ('ann', 'Ann', 'ann@learn.example'), ('ben', 'Ben', 'ben@learn.example'), ('cy', 'Cy', 'cy@learn.example')`);
    await db.execute(sql`insert into enrollments (user_id, course_id, status)
      values ('ann', ${taken}, 'completed'), ('ben', ${taken}, 'in_progress'), ('cy', ${taken}, 'enrolled')`);
    await db.execute(sql`insert into certificates (enrollment_id, user_id, course_id, verification_code)
      select id, user_id, course_id, 'CODE-' || user_id from enrollments where status = 'completed'`);
    await apply(db, "0023_course-totals");

    expect(
      await rows<Record<string, unknown>>(
        db,
        sql`select course_id, enrollments, completed, certificates from course_totals order by course_id`,
      ),
    ).toEqual([{ course_id: taken, enrollments: 3, completed: 1, certificates: 1 }]);
    // From then on the triggers keep them.
    await db.execute(sql`update enrollments set status = 'completed' where user_id = 'ben'`);
    await db.execute(sql`insert into enrollments (user_id, course_id) values ('ann', ${untaken})`);
    expect(
      await rows<Record<string, unknown>>(
        db,
        sql`select course_id, enrollments, completed, certificates from course_totals order by course_id`,
      ),
    ).toEqual([
      { course_id: taken, enrollments: 3, completed: 2, certificates: 1 },
      { course_id: untaken, enrollments: 1, completed: 0, certificates: 0 },
    ]);
  });

  it("makes every partner contact with an account a partner admin of their most current partner (0040)", async () => {
    testDb = await createTestDatabase({ migrate: false });
    const { db } = testDb.database;
    await applyBefore(db, "0040_partner-members");
    const ids = {
      oldRejected: "10000000-0000-4000-8000-000000000001",
      current: "10000000-0000-4000-8000-000000000002",
      solo: "10000000-0000-4000-8000-000000000003",
      noAccount: "10000000-0000-4000-8000-000000000004",
      staffs: "10000000-0000-4000-8000-000000000005",
    };
    await db.execute(sql`insert into partners (id, company_name, contact_name, contact_email, business_type, status, created_at)
      values (${ids.oldRejected}, 'Old Co', 'Ann', 'ann@co.example', 'reseller', 'rejected', now() - interval '2 days'),
             (${ids.current}, 'New Co', 'Ann', 'ANN@co.example', 'reseller', 'active', now() - interval '1 day'),
             (${ids.solo}, 'Solo Co', 'Ben', 'ben@solo.example', 'reseller', 'suspended', now()),
             (${ids.noAccount}, 'Quiet Co', 'Cy', 'cy@quiet.example', 'reseller', 'pending', now()),
             (${ids.staffs}, 'Staff Co', 'Di', 'di@example.com', 'reseller', 'rejected', now())`);
    await db.execute(sql`insert into "user" (id, name, email)
      values ('ann', 'Ann', 'ann@co.example'), ('ben', 'Ben', 'ben@solo.example'), ('di', 'Di', 'di@example.com')`);
    await db.execute(
      sql`insert into user_roles (user_id, role) values ('ann', 'partner'), ('ben', 'partner'), ('di', 'admin')`,
    );
    await apply(db, "0040_partner-members");

    expect(
      await rows<Record<string, unknown>>(
        db,
        sql`select user_id, partner_id, role, invited_by from partner_members order by user_id`,
      ),
    ).toEqual([
      { user_id: "ann", partner_id: ids.current, role: "partner_admin", invited_by: null },
      { user_id: "ben", partner_id: ids.solo, role: "partner_admin", invited_by: null },
    ]);
  });

  it("gives the sessions open before it their last extension as their last activity (0059)", async () => {
    testDb = await createTestDatabase({ migrate: false });
    const { db } = testDb.database;
    await applyBefore(db, "0059_session-last-active");
    await db.execute(sql`insert into "user" (id, name, email) values ('ann', 'Ann', 'ann@co.example')`);
    await db.execute(sql`insert into session (id, token, user_id, expires_at, updated_at)
      values ('s1', 't1', 'ann', now() + interval '1 day', '2026-11-20T10:00:00Z')`);
    await apply(db, "0059_session-last-active");
    await db.execute(
      sql`insert into session (id, token, user_id, expires_at) values ('s2', 't2', 'ann', now() + interval '1 day')`,
    );

    const [old, fresh] = await rows<{ last_active_at: Date | string; updated_at: Date | string }>(
      db,
      sql`select last_active_at, updated_at from session order by id`,
    );
    expect(new Date(old?.last_active_at ?? 0).toISOString()).toBe("2026-11-20T10:00:00.000Z");
    expect(Math.abs(new Date(fresh?.last_active_at ?? 0).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("keeps the old signature for the webhook endpoints there before it, and signs new ones the standard way (0058)", async () => {
    testDb = await createTestDatabase({ migrate: false });
    const { db } = testDb.database;
    await applyBefore(db, "0058_standard-webhooks");
    const endpoint = (id: string, url: string) =>
      sql`insert into webhook_endpoints (id, url, events, secret_prefix, encrypted_secret)
        values (${id}, ${url}, array['deal.submitted'], 'whsec_abcdef', 'v1.x.y.z')`;
    await db.execute(endpoint("20000000-0000-4000-8000-000000000001", "https://old.example/hook"));
    await apply(db, "0058_standard-webhooks");
    await db.execute(endpoint("20000000-0000-4000-8000-000000000002", "https://new.example/hook"));

    expect(
      await rows<Record<string, unknown>>(db, sql`select url, signing from webhook_endpoints order by url`),
    ).toEqual([
      { url: "https://new.example/hook", signing: "standard" },
      { url: "https://old.example/hook", signing: "legacy" },
    ]);
    await expect(db.execute(sql`update webhook_endpoints set signing = 'v2'`)).rejects.toThrow();
  });

  it("names the proposals sent before their names were kept by their key, without its timestamp (0025)", async () => {
    testDb = await createTestDatabase({ migrate: false });
    const { db } = testDb.database;
    await applyBefore(db, "0025_deal-document-name");
    // Written by hand: the factory writes every column of today's schema, some of them added after 0025.
    const [partner] = await rows<{ id: string }>(
      db,
      sql`insert into partners (company_name, contact_name, contact_email, business_type, status)
        values ('Partner 0025', 'Casey Contact', 'contact@partner-0025.example', 'reseller', 'active') returning id`,
    );
    if (!partner) throw new Error("the partner insert returned no row");
    await db.execute(sql`insert into partner_deals (partner_id, company_name, contact_person, deal_value, document_key)
      values (${partner.id}, 'Keyed', 'Kim', 10, ${`${partner.id}/5b0c1f7e-8f5a-4c1e-9a53-0c7f1c1d2e3f/1700000000000-Globex-plan.pdf`}),
        (${partner.id}, 'Older', 'Olu', 10, ${`${partner.id}/1700000000000-deck.pptx`}),
        (${partner.id}, 'Bare', 'Bo', 10, null)`);

    await apply(db, "0025_deal-document-name");

    expect(
      await rows<Record<string, unknown>>(
        db,
        sql`select company_name, document_name from partner_deals order by company_name`,
      ),
    ).toEqual([
      { company_name: "Bare", document_name: null },
      { company_name: "Keyed", document_name: "Globex-plan.pdf" },
      { company_name: "Older", document_name: "deck.pptx" },
    ]);
    // From then on a proposal is stored with its name.
    await expect(
      db.execute(sql`insert into partner_deals (partner_id, company_name, contact_person, deal_value, document_key)
        values (${partner.id}, 'Nameless', 'Nu', 10, 'key.pdf')`),
    ).rejects.toThrow();
  });
});
