import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { courses, enrollments, partnerMembers } from "#server/db/schema/index";
import {
  countMembers,
  IN_ORDER_JOINED,
  MEMBER_COLUMNS,
  selectMembers,
} from "#server/features/partner-teams/partner-member-rows";

/** How many members the partner's detail view lists; the team page pages through the rest. */
const MEMBERS_SHOWN = 50;

/** The titles of the courses the member completed, in the order they completed them. */
const CERTIFICATIONS = sql<string[]>`coalesce((
  select array_agg(${courses.title} order by ${enrollments.completedAt}, ${courses.title})
  from ${enrollments} join ${courses} on ${courses.id} = ${enrollments.courseId}
  where ${enrollments.userId} = ${partnerMembers.userId} and ${enrollments.status} = 'completed'
), '{}')`;

/**
 * A partner's members in the order they joined, each with the courses they completed, for staff answering "who is
 * certified in what" (docs/product/partner-teams.md#the-team-page), and how many members it has in all.
 */
export async function partnerMemberCertifications(db: Pick<Db, "select">, partnerId: string) {
  const [members, memberCount] = await Promise.all([
    selectMembers(db, { ...MEMBER_COLUMNS, certifications: CERTIFICATIONS })
      .where(eq(partnerMembers.partnerId, partnerId))
      .orderBy(...IN_ORDER_JOINED)
      .limit(MEMBERS_SHOWN),
    countMembers(db, partnerId),
  ]);
  return { members, memberCount };
}
