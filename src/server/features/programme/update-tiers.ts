import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { courses, partners, programmeTiers } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import type { FieldChanges } from "#shared/audit-details";
import type { TierRule } from "#shared/tier-rules";
import { listTiers } from "./list-tiers";
import { loadTierRules, TIERS_LOCK_CLASS, TIERS_LOCK_KEY } from "./tier-rules-store";

const FIELDS = [
  "name",
  "commissionRate",
  "minWonValue",
  "minDealsWon",
  "minCertifiedMembers",
  "courseIds",
] as const;

const shown = (value: TierRule[(typeof FIELDS)[number]]) =>
  Array.isArray(value) ? [...value].sort().join(", ") || "any course" : String(value);

/**
 * Saves what each tier asks and pays (docs/product/programme.md#tiers), audited field by field, in one
 * transaction. A tier's new rate applies at once to its partners without a rate of their own; new requirements
 * apply from the next evaluation (a win, a course completed, the nightly run). Courses must be published partner
 * courses.
 */
export async function updateTiers(db: Db, caller: Caller, input: { tiers: TierRule[] }) {
  await db.transaction(async (tx) => {
    // Queues saves (each audit entry's "from" is the value replaced) and waits for evaluations reading the rules.
    await tx.execute(sql`select pg_advisory_xact_lock(${TIERS_LOCK_CLASS}, ${TIERS_LOCK_KEY})`);
    await checkCourses(tx, input.tiers);
    const current = await loadTierRules(tx);
    const changes: FieldChanges = {};
    for (const rule of input.tiers) {
      const before = current.find((candidate) => candidate.tier === rule.tier);
      for (const field of FIELDS) {
        const from = before ? shown(before[field]) : "";
        const to = shown(rule[field]);
        if (from !== to) changes[`${rule.tier}.${field}`] = { from, to };
      }
    }
    if (Object.keys(changes).length === 0) return;
    for (const rule of input.tiers) {
      const values = {
        name: rule.name,
        commissionRate: rule.commissionRate.toFixed(2),
        minWonValue: rule.minWonValue.toFixed(2),
        minDealsWon: rule.minDealsWon,
        minCertifiedMembers: rule.minCertifiedMembers,
        courseIds: rule.courseIds,
        updatedAt: new Date(),
        updatedBy: caller.user.id,
      };
      await tx
        .insert(programmeTiers)
        .values({ tier: rule.tier, ...values })
        .onConflictDoUpdate({ target: programmeTiers.tier, set: values });
      await tx
        .update(partners)
        .set({ commissionRate: values.commissionRate, updatedAt: new Date() })
        .where(
          and(
            eq(partners.tier, rule.tier),
            eq(partners.ownCommissionRate, false),
            ne(partners.commissionRate, values.commissionRate),
          ),
        );
    }
    await recordAudit(tx, {
      partnerId: null,
      actorUserId: caller.user.id,
      action: "programme_tiers_updated",
      subject: { type: "programme_settings", id: "tiers", label: "Programme tiers" },
      details: { changes },
    });
  });
  return listTiers(db);
}

/** Every course a tier names is a course partners take. */
async function checkCourses(tx: Pick<Db, "select">, tiers: TierRule[]) {
  const named = [...new Set(tiers.flatMap((rule) => rule.courseIds))];
  if (named.length === 0) return;
  const found = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(inArray(courses.id, named), eq(courses.status, "published"), ne(courses.audience, "staff")));
  const known = new Set(found.map((course) => course.id));
  const index = tiers.findIndex((rule) => rule.courseIds.some((id) => !known.has(id)));
  if (index >= 0) {
    throw new AppError("bad_request", "Please choose courses partners can take.", {
      field: `tiers.${index}.courseIds`,
    });
  }
}
