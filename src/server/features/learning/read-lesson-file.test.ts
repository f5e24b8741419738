import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courseLessons } from "#server/db/schema/index";
import { createCourse, createEnrollment } from "#tests/factories/courses";
import { setUpLearningTestApp } from "#tests/support/apps/learning-test-app";
import { SAMPLE_MP4, SAMPLE_PDF } from "#tests/support/files/sample-files";

const given = setUpLearningTestApp();
const db = () => given.app.testDatabase.database.db;

const fetchFile = (
  courseId: string,
  lessonId: string,
  cookie: string,
  headers: Record<string, string> = {},
  method = "GET",
) =>
  given.app.app.request(`http://localhost/api/v1/courses/${courseId}/lessons/${lessonId}/file`, {
    method,
    headers: { cookie, ...headers },
  });

/** A course whose first lesson carries a file in the lessons bucket. */
async function courseWithFile(
  bytes: Uint8Array,
  file: { name: string; type: string },
  overrides: Parameters<typeof createCourse>[1] = {},
) {
  const { course, lessons } = await createCourse(db(), { quiz: false, ...overrides });
  const lesson = lessons[0];
  if (!lesson) throw new Error("the course has no lesson");
  const fileKey = `courses/${course.id}/test/${Date.now()}-${file.name}`;
  await given.app.storage.put("lessons", fileKey, bytes);
  await db()
    .update(courseLessons)
    .set({ fileKey, fileName: file.name, fileType: file.type, fileSize: bytes.length })
    .where(eq(courseLessons.id, lesson.id));
  return { course, lesson, fileKey };
}

const video = (overrides: Parameters<typeof createCourse>[1] = {}) =>
  courseWithFile(SAMPLE_MP4, { name: "pitch.mp4", type: "video/mp4" }, overrides);

describe("a lesson's file", () => {
  it("streams a video's byte range to an enrolled learner (206), inline", async () => {
    const { course, lesson } = await video();
    await createEnrollment(db(), given.partnerAContactId, course.id);
    const cookie = given.asPartnerA.cookieHeader();
    const part = await fetchFile(course.id, lesson.id, cookie, { range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${SAMPLE_MP4.length}`);
    expect(part.headers.get("content-length")).toBe("100");
    expect(part.headers.get("content-type")).toBe("video/mp4");
    expect(part.headers.get("content-disposition")).toMatch(/^inline; filename="pitch.mp4"/);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(SAMPLE_MP4.slice(100, 200));

    const whole = await fetchFile(course.id, lesson.id, cookie);
    expect(whole.status).toBe(200);
    expect((await whole.arrayBuffer()).byteLength).toBe(SAMPLE_MP4.length);
    const outside = await fetchFile(course.id, lesson.id, cookie, { range: `bytes=${SAMPLE_MP4.length}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers.get("content-range")).toBe(`bytes */${SAMPLE_MP4.length}`);
  });

  it("opens a PDF in the browser, and answers HEAD with the headers alone", async () => {
    const { course, lesson } = await courseWithFile(SAMPLE_PDF, {
      name: "guide.pdf",
      type: "application/pdf",
    });
    await createEnrollment(db(), given.staffId, course.id);
    const cookie = given.asStaff.cookieHeader();
    const get = await fetchFile(course.id, lesson.id, cookie);
    expect(get.status).toBe(200);
    expect(get.headers.get("content-disposition")).toMatch(/^inline/);
    expect(new Uint8Array(await get.arrayBuffer())).toEqual(SAMPLE_PDF);
    const head = await fetchFile(course.id, lesson.id, cookie, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(SAMPLE_PDF.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it("refuses someone not enrolled in the course (400), and lets holders of manage_courses preview it", async () => {
    const { course, lesson } = await video({ status: "draft" });
    const published = await video();
    const refused = await fetchFile(
      published.course.id,
      published.lesson.id,
      given.asPartnerB.cookieHeader(),
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe("Enroll in this course first.");
    expect((await fetchFile(course.id, lesson.id, given.asAuthor.cookieHeader())).status).toBe(200);
  });

  it("answers 404 for a draft or another audience's course, even to someone enrolled", async () => {
    const draft = await video({ status: "draft" });
    const forStaff = await video({ audience: "staff" });
    await createEnrollment(db(), given.partnerAContactId, draft.course.id);
    await createEnrollment(db(), given.partnerAContactId, forStaff.course.id);
    for (const { course, lesson } of [draft, forStaff]) {
      const answer = await fetchFile(course.id, lesson.id, given.asPartnerA.cookieHeader());
      expect(answer.status).toBe(404);
      expect(((await answer.json()) as { message: string }).message).toBe("Course not found.");
    }
  });

  it("answers 404 for a lesson without a file, and for a file gone from storage", async () => {
    const { course, lessons } = await createCourse(db(), { quiz: false });
    await createEnrollment(db(), given.staffId, course.id);
    const none = await fetchFile(course.id, lessons[0]?.id ?? "", given.asStaff.cookieHeader());
    expect(none.status).toBe(404);
    expect(((await none.json()) as { message: string }).message).toBe("This lesson has no file.");

    const gone = await video();
    await createEnrollment(db(), given.staffId, gone.course.id);
    await given.app.storage.delete("lessons", gone.fileKey);
    const missing = await fetchFile(gone.course.id, gone.lesson.id, given.asStaff.cookieHeader());
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe(
      "This lesson's file is missing. Please ask the course's author to upload it again.",
    );
  });
});
