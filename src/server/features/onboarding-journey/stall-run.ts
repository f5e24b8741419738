import { sql } from "drizzle-orm";
import { partnerPortalUrl } from "#server/auth/trusted-origins";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { emailOutbox } from "#server/db/schema/index";
import { loadProgrammeSettings } from "#server/features/programme/programme-settings";
import { journeyReminderEmail } from "#server/platform/email/templates/journey-reminder";
import { holdersOf, notifyAll } from "#server/platform/notifications";
import type { JourneyStepKind } from "#shared/enums";
import { journeyStepTitle } from "#shared/journey-step-title";
import { journeyStepsOf } from "./advance-journey";
import { OPEN_JOURNEY, stalledBefore } from "./journey-summary";

// The stall run (docs/product/onboarding-journey.md#stalled-partners): every round, the active partners whose
// journey has stood still past the programme's threshold and who were not reminded in the last week are claimed a
// batch at a time (FOR UPDATE SKIP LOCKED) and stamped reminded in the same transaction, so two servers running at
// once remind each partner once. Each batch tells the partner managers in one statement and, when the programme
// sends reminders, queues the mail to each partner admin. Moving a step resets the clock, so the reminders stop.

const BATCH = 1000;
const WEEK_DAYS = 7;

export interface StallRunResult {
  reminded: number;
  mails: number;
}

interface Claimed {
  id: string;
  company_name: string;
  journey_done: number;
  journey_total: number;
  kind: JourneyStepKind | null;
  course_title: string | null;
  label: string | null;
}

interface Admin {
  partner_id: string;
  email: string;
  name: string;
}

async function claim(tx: Pick<Db, "execute">, now: Date, stallDays: number): Promise<Claimed[]> {
  const { rows } = (await tx.execute(sql`
    with claimed as (
      select p.id, p.company_name, p.journey_done, p.journey_total from partners p
      where ${OPEN_JOURNEY} and p.journey_moved_at <= ${stalledBefore(now, stallDays)}
        and (p.journey_reminded_at is null or p.journey_reminded_at <= ${stalledBefore(now, WEEK_DAYS)})
      order by p.journey_moved_at, p.id
      limit ${BATCH}
      for update of p skip locked),
    stamped as (
      update partners p set journey_reminded_at = ${now.toISOString()}::timestamptz
      from claimed where p.id = claimed.id returning p.id)
    select claimed.*, next.kind, next.course_title, next.label
    from claimed join stamped on stamped.id = claimed.id
    left join lateral (
      select s.kind, c.title as course_title, s.label
      from (${journeyStepsOf({ partnerColumn: sql`claimed.id` })}) j
      join journey_steps s on s.id = j.step_id
      left join courses c on c.id = s.course_id
      where not exists (select 1 from partner_journey_steps d where d.partner_id = claimed.id and d.step_id = s.id)
      order by s.position, s.id limit 1) next on true`)) as unknown as { rows: Claimed[] };
  return rows;
}

async function adminsOf(tx: Pick<Db, "execute">, partnerIds: string[]): Promise<Admin[]> {
  const { rows } = (await tx.execute(sql`
    select m.partner_id, u.email, coalesce(nullif(pr.full_name, ''), u.name) as name
    from partner_members m join "user" u on u.id = m.user_id
    left join profiles pr on pr.user_id = m.user_id
    where m.partner_id = any(${sql.param(partnerIds)}::uuid[]) and m.role = 'partner_admin'
    order by m.partner_id, u.email`)) as unknown as { rows: Admin[] };
  return rows;
}

/** One round of the stall run at `now` (the database's clock in the app). */
export async function runJourneyStalls(
  deps: { db: Db; config: Config; signal?: AbortSignal },
  now: Date,
): Promise<StallRunResult> {
  const { db, config, signal } = deps;
  const settings = await loadProgrammeSettings(db);
  const result: StallRunResult = { reminded: 0, mails: 0 };
  for (;;) {
    if (signal?.aborted) return result;
    const batch = await db.transaction(async (tx) => {
      const partners = await claim(tx, now, settings.journeyStallDays);
      if (partners.length === 0) return { reminded: 0, mails: 0 };
      const titleOf = new Map(
        partners.map((partner) => [
          partner.id,
          partner.kind
            ? journeyStepTitle({
                kind: partner.kind,
                courseTitle: partner.course_title,
                label: partner.label,
              })
            : "",
        ]),
      );
      await notifyAll(
        tx,
        holdersOf("manage_partners"),
        partners.map((partner) => ({
          kind: "journey_stalled" as const,
          message: `${partner.company_name} has not moved on its onboarding for ${settings.journeyStallDays} days or more: it waits on "${titleOf.get(partner.id)}".`,
          subjectId: partner.id,
        })),
      );
      if (!settings.journeyReminders) return { reminded: partners.length, mails: 0 };
      // A partner waiting on a step staff tick (a kickoff call) has nothing to do: only staff are told.
      const byId = new Map(
        partners.filter((partner) => partner.kind !== "manual").map((partner) => [partner.id, partner]),
      );
      const portal = partnerPortalUrl(config);
      const dashboardUrl = `${portal.base}${portal.dashboardPath}`;
      const mails = (byId.size === 0 ? [] : await adminsOf(tx, [...byId.keys()])).map((admin) => {
        const partner = byId.get(admin.partner_id) as Claimed;
        const mail = journeyReminderEmail({
          to: admin.email,
          name: admin.name,
          companyName: partner.company_name,
          stepTitle: titleOf.get(partner.id) ?? "",
          done: partner.journey_done,
          total: partner.journey_total,
          dashboardUrl,
        });
        return {
          toAddress: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          template: mail.template,
          payload: mail.payload ?? {},
        };
      });
      if (mails.length > 0) await tx.insert(emailOutbox).values(mails);
      return { reminded: partners.length, mails: mails.length };
    });
    if (batch.reminded === 0) return result;
    result.reminded += batch.reminded;
    result.mails += batch.mails;
  }
}
