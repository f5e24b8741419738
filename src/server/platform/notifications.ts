import { type SQL, sql } from "drizzle-orm";
import { ADMIN_ROLES } from "#shared/authorization";
import type { NotificationKind } from "#shared/enums";
import type { PermissionName } from "#shared/permissions";
import type { Db } from "../db/client";

/** The PostgreSQL channel that tells every app server whose notifications changed (docs/architecture.md). */
export const NOTIFICATION_CHANNEL = "portal_notifications";

/** Past this many recipients one event sends a single "everyone re-read" signal instead of one per person. */
const BROADCAST_PAST = 200;
export const EVERYONE = "*";

export interface NotificationDraft {
  kind: NotificationKind;
  /** One sentence saying what happened, as the person reads it. */
  message: string;
  /** The id of what it is about (the kind says what that is: a deal, a payout, a course...). */
  subjectId: string;
  /** Who caused the event: nobody is told of their own action. */
  actorUserId: string | null;
}

/**
 * Who is told: user ids, or a query selecting one column of user ids (the helpers below), so an event that
 * concerns thousands of partners is one INSERT ... SELECT.
 */
export type Recipients = readonly string[] | SQL;

/**
 * Writes one notification per recipient. Pass the transaction of the event, so the notifications exist if and
 * only if it commits; pg_notify in the same transaction is delivered on commit to every app server's listener.
 * Marks each one for the e-mail digest when its recipient chose that kind by e-mail. Returns the recipients.
 */
export async function notify(
  db: Pick<Db, "execute">,
  recipients: Recipients,
  draft: NotificationDraft,
): Promise<string[]> {
  const chosen = Array.isArray(recipients)
    ? sql`select unnest(${sql.param([...recipients])}::text[]) as id`
    : (recipients as SQL);
  if (Array.isArray(recipients) && recipients.length === 0) return [];
  // Both drivers answer a raw statement with its rows under `rows`.
  const { rows } = (await db.execute(sql`
    with recipients as (
      select distinct chosen.id from (${chosen}) as chosen(id)
      where chosen.id is distinct from ${draft.actorUserId}
    )
    insert into notifications (user_id, kind, message, subject_id, email_due)
    select recipients.id, ${draft.kind}, ${draft.message}, ${draft.subjectId},
      coalesce(${draft.kind}::notification_kind = any(person_preferences.notification_emails), false)
    from recipients
    left join person_preferences on person_preferences.user_id = recipients.id
    returning user_id`)) as unknown as { rows: { user_id: string }[] };
  const told = rows.map((row) => row.user_id);
  await signalNotificationChange(db, told);
  return told;
}

/**
 * Writes many drafts to the same recipients in one statement (a run telling reviewers of a batch of partners),
 * as `notify` would one by one; the drafts' actors are nobody. Returns the people told.
 */
export async function notifyAll(
  db: Pick<Db, "execute">,
  recipients: SQL,
  drafts: readonly Omit<NotificationDraft, "actorUserId">[],
): Promise<string[]> {
  if (drafts.length === 0) return [];
  const { rows } = (await db.execute(sql`
    with recipients as (select distinct chosen.id from (${recipients}) as chosen(id)),
    drafts as (
      select * from unnest(${sql.param(drafts.map((draft) => draft.kind))}::text[],
        ${sql.param(drafts.map((draft) => draft.message))}::text[],
        ${sql.param(drafts.map((draft) => draft.subjectId))}::text[]) as d(kind, message, subject_id))
    insert into notifications (user_id, kind, message, subject_id, email_due)
    select recipients.id, drafts.kind::notification_kind, drafts.message, drafts.subject_id,
      coalesce(drafts.kind::notification_kind = any(person_preferences.notification_emails), false)
    from recipients cross join drafts
    left join person_preferences on person_preferences.user_id = recipients.id
    returning user_id`)) as unknown as { rows: { user_id: string }[] };
  const told = [...new Set(rows.map((row) => row.user_id))];
  await signalNotificationChange(db, told);
  return told;
}

/** Tells every app server (on commit of the caller's transaction) that these people's notifications changed. */
export async function signalNotificationChange(db: Pick<Db, "execute">, userIds: readonly string[]) {
  if (userIds.length === 0) return;
  if (userIds.length > BROADCAST_PAST) {
    await db.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${EVERYONE})`);
    return;
  }
  await db.execute(
    sql`select pg_notify(${NOTIFICATION_CHANNEL}, id) from unnest(${sql.param([...userIds])}::text[]) as id`,
  );
}

/** Staff who hold the permission, administrators included (they hold every permission). */
export function holdersOf(permission: PermissionName): SQL {
  return sql`
    select user_roles.user_id from user_roles where user_roles.role in (${sql.join(
      ADMIN_ROLES.map((role) => sql`${role}`),
      sql`, `,
    )})
    union
    select user_permissions.user_id from user_permissions
    join permissions on permissions.id = user_permissions.permission_id
    where permissions.name = ${permission}`;
}

/** Administrators and super administrators. */
export function administrators(): SQL {
  return sql`select user_roles.user_id from user_roles where user_roles.role in (${sql.join(
    ADMIN_ROLES.map((role) => sql`${role}`),
    sql`, `,
  )})`;
}

const partnersChosen = (partnerIds: string | SQL): SQL =>
  typeof partnerIds === "string" ? sql`${partnerIds}::uuid` : partnerIds;

/**
 * Every member of one partner, by id, or of the partners a query selects (one column of partner ids): for what
 * the whole team reaches, like a new resource (docs/product/partner-teams.md#what-a-role-reaches-on-the-server).
 */
export function partnerMembersOf(partnerIds: string | SQL): SQL {
  return sql`select partner_members.user_id from partner_members
    where partner_members.partner_id in (${partnersChosen(partnerIds)})`;
}

/** The partner admins of one partner: for what only they reach, like its webhook endpoints. */
export function partnerAdmins(partnerId: string): SQL {
  return partnerAdminsAnd(partnerId, null);
}

/**
 * The partner admins of one partner and the member a row belongs to (the sales rep who submitted a deal, who
 * opened a ticket) while they are still a member of that partner: who follows a deal, its payouts or a ticket.
 */
export function partnerAdminsAnd(partnerId: string, memberId: string | null): SQL {
  return sql`select partner_members.user_id from partner_members
    where partner_members.partner_id = ${partnerId}::uuid
      and (partner_members.role = 'partner_admin' or partner_members.user_id = ${memberId})`;
}
