import { readdirSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courseLessons, partnerAuditLogs } from "#server/db/schema/index";
import { createCourse } from "#tests/factories/courses";
import { setUpLearningTestApp } from "#tests/support/apps/learning-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { SAMPLE_EXE, SAMPLE_MP4, SAMPLE_PDF, sampleFile } from "#tests/support/files/sample-files";

const given = setUpLearningTestApp();
const db = () => given.app.testDatabase.database.db;

const lessonRow = async (id: string) =>
  (await db().select().from(courseLessons).where(eq(courseLessons.id, id)))[0];

/** Every stored lesson file, as keys under the lessons bucket on disk. */
function storedFiles(): string[] {
  try {
    return readdirSync(path.join(given.app.config.filesDir, "lessons"), {
      recursive: true,
      encoding: "utf8",
    }).filter((entry) => /\.\w+$/.test(entry));
  } catch {
    return [];
  }
}

async function post(courseId: string, lessonId: string, file: File) {
  const body = new FormData();
  body.append("file", file);
  return given.app.app.request(
    `http://localhost/api/v1/learning/courses/${courseId}/lessons/${lessonId}/file`,
    {
      method: "POST",
      body,
      headers: { origin: "http://localhost:3000", cookie: given.asAuthor.cookieHeader() },
    },
  );
}

describe("attaching a file to a lesson", () => {
  it("stores a PDF, points the lesson at it, audits it and returns the course with the file", async () => {
    const { course, lessons } = await createCourse(db());
    const lesson = lessons[0] as (typeof lessons)[0];
    const response = await post(course.id, lesson.id, sampleFile(SAMPLE_PDF, "Price list.pdf"));
    const answer = (await response.json()) as { lessons: { id: string; file: unknown }[] };
    expect(response.status, JSON.stringify(answer)).toBe(200);
    expect(answer.lessons[0]).toEqual({
      id: lesson.id,
      title: lesson.title,
      body: lesson.body,
      file: { name: "Price list.pdf", type: "application/pdf", size: SAMPLE_PDF.length },
    });
    const row = await lessonRow(lesson.id);
    expect(await given.app.storage.get("lessons", row?.fileKey as string)).toEqual(SAMPLE_PDF);
    const [audit] = await db()
      .select()
      .from(partnerAuditLogs)
      .where(and(eq(partnerAuditLogs.subjectId, course.id), eq(partnerAuditLogs.action, "course_updated")));
    expect(audit).toMatchObject({
      actorUserId: given.authorId,
      details: { course_id: course.id, changes: { lesson_file: { from: null, to: "Price list.pdf" } } },
    });
  });

  it("replaces a lesson's file with a video, deleting the old one from storage", async () => {
    const { course, lessons } = await createCourse(db());
    const lesson = lessons[0] as (typeof lessons)[0];
    expect((await post(course.id, lesson.id, sampleFile(SAMPLE_PDF, "notes.pdf"))).status).toBe(200);
    const oldKey = (await lessonRow(lesson.id))?.fileKey as string;
    const replaced = await given.asAuthor.client.learning.uploadLessonFile({
      courseId: course.id,
      lessonId: lesson.id,
      file: sampleFile(SAMPLE_MP4, "walkthrough.mp4"),
    });
    expect(replaced.lessons[0]?.file).toEqual({
      name: "walkthrough.mp4",
      type: "video/mp4",
      size: SAMPLE_MP4.length,
    });
    expect(await given.app.storage.get("lessons", oldKey)).toBeUndefined();
  });

  it.each([
    ["a PDF named .mp4", sampleFile(SAMPLE_PDF, "tour.mp4"), "does not hold what its name says"],
    ["an executable named .pdf", sampleFile(SAMPLE_EXE, "slides.pdf"), "is not a PDF or a video (mp4, mov)"],
  ])("refuses %s with 400, changing nothing", async (_what, file, message) => {
    const { course, lessons } = await createCourse(db());
    const lesson = lessons[0] as (typeof lessons)[0];
    const before = storedFiles();
    const response = await post(course.id, lesson.id, file);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(message);
    expect((await lessonRow(lesson.id))?.fileKey).toBeNull();
    expect(storedFiles()).toEqual(before);
  });

  it("answers 404 'Lesson not found.' for a lesson of another course, and stores nothing for it", async () => {
    const { course } = await createCourse(db());
    const other = await createCourse(db());
    const lesson = other.lessons[0] as (typeof other.lessons)[0];
    const before = storedFiles();
    const refused = await refusal(
      given.asAuthor.client.learning.uploadLessonFile({
        courseId: course.id,
        lessonId: lesson.id,
        file: sampleFile(SAMPLE_PDF, "stray.pdf"),
      }),
    );
    expect(refused.status).toBe(404);
    expect(refused.message).toBe("Lesson not found.");
    expect((await lessonRow(lesson.id))?.fileKey).toBeNull();
    expect(storedFiles()).toEqual(before);
  });
});
