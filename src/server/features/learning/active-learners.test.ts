// The active learners kept per learner (migration 0037) against a fresh distinct count of the learners with an
// enrollment not completed, after random enrollments, status changes, moves between learners and deletes, one
// row or many in a statement.
import { countDistinct, eq, inArray, ne } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#server/db/client";
import { activeLearners, enrollments } from "#server/db/schema/index";
import { ENROLLMENT_STATUSES } from "#shared/enums";
import { createCourse } from "#tests/factories/courses";
import { createUser } from "#tests/factories/users";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/test-database";

let testDatabase: TestDatabase;
const db = (): Db => testDatabase.database.db;
let learners: string[];
let courseIds: string[];

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  learners = [];
  for (let i = 0; i < 5; i++) learners.push((await createUser(db())).id);
  courseIds = [];
  for (let i = 0; i < 6; i++) courseIds.push((await createCourse(db())).course.id);
});
afterAll(async () => {
  await testDatabase.dispose();
});

const status = fc.constantFrom(...ENROLLMENT_STATUSES);
const index = fc.nat({ max: 100 });
type Step =
  | { kind: "enroll"; learner: number; courses: number[]; status: (typeof ENROLLMENT_STATUSES)[number] }
  | { kind: "status"; enrollment: number; status: (typeof ENROLLMENT_STATUSES)[number] }
  | { kind: "everyone"; status: (typeof ENROLLMENT_STATUSES)[number] }
  | { kind: "move"; enrollment: number; learner: number }
  | { kind: "delete"; enrollments: number[] };
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant("enroll" as const),
    learner: index,
    courses: fc.array(index, { minLength: 1, maxLength: 3 }),
    status,
  }),
  fc.record({ kind: fc.constant("status" as const), enrollment: index, status }),
  fc.record({ kind: fc.constant("everyone" as const), status }),
  fc.record({ kind: fc.constant("move" as const), enrollment: index, learner: index }),
  fc.record({
    kind: fc.constant("delete" as const),
    enrollments: fc.array(index, { minLength: 1, maxLength: 3 }),
  }),
);

const pick = <T>(list: readonly T[], at: number) => list[at % list.length] as T;

async function apply(change: Step) {
  const rows = await db()
    .select({ id: enrollments.id, userId: enrollments.userId, courseId: enrollments.courseId })
    .from(enrollments)
    .orderBy(enrollments.id);
  switch (change.kind) {
    case "enroll": {
      const userId = pick(learners, change.learner);
      const taken = new Set(rows.filter((row) => row.userId === userId).map((row) => row.courseId));
      const chosen = [...new Set(change.courses.map((at) => pick(courseIds, at)))].filter(
        (id) => !taken.has(id),
      );
      if (chosen.length > 0)
        await db()
          .insert(enrollments)
          .values(chosen.map((courseId) => ({ userId, courseId, status: change.status })));
      return;
    }
    case "status":
      if (rows.length > 0)
        await db()
          .update(enrollments)
          .set({ status: change.status })
          .where(eq(enrollments.id, pick(rows, change.enrollment).id));
      return;
    case "everyone":
      await db().update(enrollments).set({ status: change.status });
      return;
    case "move": {
      if (rows.length === 0) return;
      const row = pick(rows, change.enrollment);
      const userId = pick(learners, change.learner);
      if (rows.some((other) => other.userId === userId && other.courseId === row.courseId)) return;
      await db().update(enrollments).set({ userId }).where(eq(enrollments.id, row.id));
      return;
    }
    case "delete":
      if (rows.length > 0)
        await db()
          .delete(enrollments)
          .where(
            inArray(
              enrollments.id,
              change.enrollments.map((at) => pick(rows, at).id),
            ),
          );
      return;
  }
}

describe("the active learners kept per learner", () => {
  it("are the learners with an enrollment not completed, however enrollments change", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        for (const change of steps) await apply(change);
        const kept = await db().select().from(activeLearners).orderBy(activeLearners.userId);
        const open = await db()
          .select({ userId: enrollments.userId, open: countDistinct(enrollments.id) })
          .from(enrollments)
          .where(ne(enrollments.status, "completed"))
          .groupBy(enrollments.userId)
          .orderBy(enrollments.userId);
        expect(kept.map((row) => [row.userId, row.openEnrollments])).toEqual(
          open.map((row) => [row.userId, row.open]),
        );
      }),
      { numRuns: 30 },
    );
  });
});
