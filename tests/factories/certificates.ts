import { randomInt } from "node:crypto";
import type { Db } from "#server/db/client";
import { certificates, type enrollments } from "#server/db/schema/index";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** A verification code of the issued shape: 26 base32 characters. */
export const verificationCode = () => Array.from({ length: 26 }, () => BASE32[randomInt(32)]).join("");

/** A certificate for an enrollment, inserted directly as issuing one on completion would. */
export async function createCertificate(
  db: Db,
  enrollment: Pick<typeof enrollments.$inferSelect, "id" | "userId" | "courseId">,
  overrides: Partial<typeof certificates.$inferInsert> = {},
) {
  const [row] = await db
    .insert(certificates)
    .values({
      enrollmentId: enrollment.id,
      userId: enrollment.userId,
      courseId: enrollment.courseId,
      verificationCode: verificationCode(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("certificate not inserted");
  return row;
}

/** A completed enrollment, as finishing every lesson (and passing the quiz) leaves it. */
export const completedOn = (completedAt: Date) =>
  ({ status: "completed", progressPercentage: 100, completedAt }) as const;
