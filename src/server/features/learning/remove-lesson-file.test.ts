import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courseLessons, partnerAuditLogs } from "#server/db/schema/index";
import { createCourse } from "#tests/factories/courses";
import { setUpLearningTestApp } from "#tests/support/apps/learning-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { SAMPLE_PDF, sampleFile } from "#tests/support/files/sample-files";

const given = setUpLearningTestApp();
const db = () => given.app.testDatabase.database.db;

const lessonRow = async (id: string) =>
  (await db().select().from(courseLessons).where(eq(courseLessons.id, id)))[0];

describe("removing a lesson's file", () => {
  it("clears the lesson's file, deletes it from storage and audits it", async () => {
    const { course, lessons } = await createCourse(db());
    const lesson = lessons[1] as (typeof lessons)[0];
    await given.asAuthor.client.learning.uploadLessonFile({
      courseId: course.id,
      lessonId: lesson.id,
      file: sampleFile(SAMPLE_PDF, "handout.pdf"),
    });
    const key = (await lessonRow(lesson.id))?.fileKey as string;
    expect(await given.app.storage.get("lessons", key)).toEqual(SAMPLE_PDF);
    const answer = await given.asAuthor.client.learning.removeLessonFile({
      courseId: course.id,
      lessonId: lesson.id,
    });
    expect(answer.lessons[1]?.file).toBeNull();
    expect(await given.app.storage.get("lessons", key)).toBeUndefined();
    const entries = await db()
      .select()
      .from(partnerAuditLogs)
      .where(and(eq(partnerAuditLogs.subjectId, course.id), eq(partnerAuditLogs.action, "course_updated")));
    expect(entries.map((entry) => entry.details)).toContainEqual({
      course_id: course.id,
      course_title: course.title,
      changes: { lesson_file: { from: "handout.pdf", to: null } },
    });
  });

  it("answers 404 'Lesson not found.' for a lesson of another course", async () => {
    const { course } = await createCourse(db());
    const other = await createCourse(db());
    const refused = await refusal(
      given.asAuthor.client.learning.removeLessonFile({
        courseId: course.id,
        lessonId: other.lessons[0]?.id as string,
      }),
    );
    expect(refused.status).toBe(404);
    expect(refused.message).toBe("Lesson not found.");
  });

  it("changes nothing and audits nothing for a lesson without a file", async () => {
    const { course, lessons } = await createCourse(db());
    const answer = await given.asAuthor.client.learning.removeLessonFile({
      courseId: course.id,
      lessonId: lessons[0]?.id as string,
    });
    expect(answer.lessons[0]?.file).toBeNull();
    expect(
      await db().select().from(partnerAuditLogs).where(eq(partnerAuditLogs.subjectId, course.id)),
    ).toEqual([]);
  });
});
