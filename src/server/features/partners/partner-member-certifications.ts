import { asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { courses, enrollments, partnerMembers, user } from "#server/db/schema/index";

/** How many members the partner's detail view lists; the team page pages through the rest. */
const MEMBERS_SHOWN = 50;

/**
 * A partner's members in the order they joined, each with the courses they completed, for staff answering "who is
 * certified in what" (docs/product/partner-teams.md#the-team-page), and how many members it has in all.
 */
export async function partnerMemberCertifications(db: Pick<Db, "select">, partnerId: string) {
  const ofPartner = eq(partnerMembers.partnerId, partnerId);
  const [members, [counted]] = await Promise.all([
    db
      .select({
        userId: partnerMembers.userId,
        name: user.name,
        email: user.email,
        role: partnerMembers.role,
        lastSignedInAt: partnerMembers.lastSignedInAt,
        certifications: sql<string[]>`coalesce((
          select array_agg(${courses.title} order by ${enrollments.completedAt}, ${courses.title})
          from ${enrollments} join ${courses} on ${courses.id} = ${enrollments.courseId}
          where ${enrollments.userId} = ${partnerMembers.userId} and ${enrollments.status} = 'completed'
        ), '{}')`,
      })
      .from(partnerMembers)
      .innerJoin(user, eq(user.id, partnerMembers.userId))
      .where(ofPartner)
      .orderBy(asc(partnerMembers.createdAt), asc(partnerMembers.userId))
      .limit(MEMBERS_SHOWN),
    db.select({ count: count() }).from(partnerMembers).where(ofPartner),
  ]);
  return { members, memberCount: counted?.count ?? 0 };
}
