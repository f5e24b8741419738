import { sql } from "drizzle-orm";
import type { Db } from "../client";

/**
 * The kickoff calls held with the demo's established partners (those with a deal): the default journey's manual
 * step, ticked by the demo administrator six days after the partner's first approval. The steps the demo's rows
 * complete themselves (a deal, a colleague) are brought up to date when the server starts on the new database.
 */
export async function seedJourneys(
  tx: Db,
  adminId: string,
  partnerIds: ReadonlySet<string>,
): Promise<number> {
  if (partnerIds.size === 0) return 0;
  const { rows } = (await tx.execute(sql`
    insert into partner_journey_steps (partner_id, step_id, done_at, done_by)
    select p.id, s.id, p.first_approved_at + interval '6 days', ${adminId}
    from partners p
    join journey_steps s on s.business_type is null and s.kind = 'manual'
    where p.id = any(${sql.param([...partnerIds])}::uuid[]) and p.status = 'active'
      and p.first_approved_at is not null
      and exists (select 1 from partner_deals d where d.partner_id = p.id)
    on conflict do nothing
    returning partner_id`)) as unknown as { rows: unknown[] };
  return rows.length;
}
