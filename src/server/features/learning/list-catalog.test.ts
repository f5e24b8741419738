import { describe, expect, it } from "vitest";
import { createCourse, createEnrollment } from "#tests/factories/courses";
import { createUser } from "#tests/factories/users";
import { setUpLearningTestApp } from "#tests/support/apps/learning-test-app";
import { signedInAs } from "#tests/support/browser/rpc-client";

const given = setUpLearningTestApp();
const db = () => given.app.testDatabase.database.db;

describe("the course catalog", () => {
  it("lists the published courses of the caller's audience by title, each with the caller's own enrollment", async () => {
    const tag = `Okapi ${Date.now()}`;
    const both = await createCourse(db(), { title: `${tag} C both`, lessons: 3 });
    const staffOnly = await createCourse(db(), { title: `${tag} A staff`, audience: "staff", quiz: false });
    const partnersOnly = await createCourse(db(), { title: `${tag} B partners`, audience: "partners" });
    await createCourse(db(), { title: `${tag} D draft`, status: "draft" });
    const person = await createUser(db());
    const browser = await signedInAs(given.app, person);
    const mine = await createEnrollment(db(), person.id, both.course.id, { status: "in_progress" });
    await createEnrollment(db(), given.staffId, staffOnly.course.id);

    const staffPage = await browser.client.learning.catalog({ search: tag });
    expect(staffPage.total).toBe(2);
    expect(staffPage.items.map((item) => item.title)).toEqual([`${tag} A staff`, `${tag} C both`]);
    expect(staffPage.items[0]).toMatchObject({ lessonCount: 2, hasQuiz: false, enrollment: null });
    expect(staffPage.items[1]).toMatchObject({
      id: both.course.id,
      lessonCount: 3,
      hasQuiz: true,
      enrollment: { id: mine.id, status: "in_progress", progressPercentage: 0 },
    });

    const partnerPage = await given.asPartnerA.client.learning.catalog({ search: tag });
    expect(partnerPage.items.map((item) => item.id)).toEqual([partnersOnly.course.id, both.course.id]);
    // The catalog is for taking courses: holders of manage_courses see their audience's, drafts left out.
    const authorPage = await given.asAuthor.client.learning.catalog({ search: tag });
    expect(authorPage.items.map((item) => item.id)).toEqual([staffOnly.course.id, both.course.id]);
  });

  it("searches the title or the category, ignoring case, with % and _ taken literally", async () => {
    const tag = `Tapir${Date.now()}`;
    await createCourse(db(), { title: `${tag} 100% Closing`, category: "Sales" });
    await createCourse(db(), { title: `${tag} Onboarding`, category: `${tag}_Ops` });
    await createCourse(db(), { title: `${tag} Other`, category: `${tag}XOps` });
    const search = async (term: string) =>
      (await given.asStaff.client.learning.catalog({ search: term })).items.map((item) => item.title);
    expect(await search(`${tag.toUpperCase()} 100%`)).toEqual([`${tag} 100% Closing`]);
    expect(await search(`${tag.toLowerCase()}_ops`)).toEqual([`${tag} Onboarding`]);
    expect(await search(`${tag}%`)).toEqual([]);
  });

  it("pages by title then id, with the total", async () => {
    const tag = `Quokka${Date.now()}`;
    const created = [];
    for (let n = 0; n < 5; n += 1)
      created.push(await createCourse(db(), { title: `${tag} same`, quiz: false }));
    const ids = created.map((each) => each.course.id).sort();
    const first = await given.asStaff.client.learning.catalog({ search: tag, page: 1, pageSize: 2 });
    const third = await given.asStaff.client.learning.catalog({ search: tag, page: 3, pageSize: 2 });
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.items.map((item) => item.id)).toEqual(ids.slice(0, 2));
    expect(third.items.map((item) => item.id)).toEqual(ids.slice(4));
  });
});
