import { eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { courses, enrollments, profiles, user } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { recordAudit } from "#server/platform/audit";
import { notify } from "#server/platform/notifications";
import { type enrollLearnersInput, LEARNING_MESSAGES } from "#shared/contracts/learning";
import type { CourseAudience } from "#shared/enums";
import { isInAudience, learnerColumns } from "./learner-columns";
import { enrollmentCreatedNotice } from "./notification-messages";

const PUBLISH_FIRST = "Publish the course before enrolling people.";
const GONE = "Someone you chose no longer exists. Reload and try again.";

const AUDIENCE_NAMES: Record<CourseAudience, string> = {
  staff: "staff",
  partners: "partners",
  both: "staff and partners",
};

/**
 * Enrolls chosen people in a published course (docs/product/learning.md#enrolling-others): each must exist and
 * be in the course's audience, or nobody is enrolled. Someone already enrolled keeps their enrollment and is
 * counted apart; those newly enrolled are audited by e-mail.
 */
export async function enrollLearners(
  deps: { db: Db },
  caller: Caller,
  input: z.output<typeof enrollLearnersInput>,
): Promise<{ enrolled: number; alreadyEnrolled: number }> {
  const userIds = [...new Set(input.userIds)];
  return deps.db.transaction(async (tx) => {
    const [course] = await tx
      .select({ title: courses.title, status: courses.status, audience: courses.audience })
      .from(courses)
      .where(eq(courses.id, input.courseId))
      // Held until the commit: the course cannot be turned back into a draft or another audience meanwhile.
      .for("share");
    if (!course) throw new AppError("not_found", LEARNING_MESSAGES.courseNotFound);
    if (course.status !== "published") throw new AppError("bad_request", PUBLISH_FIRST);
    const people = await tx
      .select(learnerColumns)
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(inArray(user.id, userIds));
    const byId = new Map(people.map((person) => [person.userId, person]));
    for (const userId of userIds) {
      const person = byId.get(userId);
      if (!person) throw new AppError("bad_request", GONE, { field: "userIds" });
      if (!isInAudience(course.audience, person)) {
        throw new AppError(
          "bad_request",
          `${person.name} (${person.email}) is not in this course's audience: ${AUDIENCE_NAMES[course.audience]}.`,
          { field: "userIds" },
        );
      }
    }
    const inserted = await tx
      .insert(enrollments)
      .values(userIds.map((userId) => ({ userId, courseId: input.courseId })))
      .onConflictDoNothing({ target: [enrollments.userId, enrollments.courseId] })
      .returning({ userId: enrollments.userId });
    if (inserted.length > 0) {
      await notify(
        tx,
        inserted.map((row) => row.userId),
        enrollmentCreatedNotice({ id: input.courseId, title: course.title, actorUserId: caller.user.id }),
      );
      await recordAudit(tx, {
        partnerId: null,
        actorUserId: caller.user.id,
        action: "learners_enrolled",
        subject: { type: "course", id: input.courseId, label: course.title },
        details: {
          course_id: input.courseId,
          course_title: course.title,
          learners: inserted.map((row) => byId.get(row.userId)?.email ?? row.userId),
        },
      });
    }
    return { enrolled: inserted.length, alreadyEnrolled: userIds.length - inserted.length };
  });
}
