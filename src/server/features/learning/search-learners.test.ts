import { describe, expect, it } from "vitest";
import { createCourse } from "#tests/factories/courses";
import { createPartner } from "#tests/factories/partners";
import { createPartnerContact, createUser } from "#tests/factories/users";
import { setUpLearningTestApp } from "#tests/support/apps/learning-test-app";
import { refusal } from "#tests/support/browser/refusal";

const given = setUpLearningTestApp();
const db = () => given.app.testDatabase.database.db;
const search = (courseId: string, term?: string) =>
  given.asAuthor.client.learning.searchLearners({ courseId, search: term });

describe("searching people to enroll", () => {
  it("finds staff and active partners' contacts by part of the name or e-mail, only within the audience", async () => {
    const staff = await createUser(db(), { name: "Quentin Quokka", email: "q.staff@people.example" });
    const active = await createPartner(db(), {
      companyName: "Quokka Resellers",
      contactName: "Quinn Quokka",
      contactEmail: "quinn@quokka-resellers.example",
    });
    const contact = await createPartnerContact(db(), active);
    const suspended = await createPartner(db(), {
      contactName: "Quiet Quokka",
      contactEmail: "quiet@paused-quokka.example",
      status: "suspended",
    });
    await createPartnerContact(db(), suspended);
    const staffOption = {
      userId: staff.id,
      name: "Quentin Quokka",
      email: "q.staff@people.example",
      kind: "staff",
      companyName: null,
    };
    const contactOption = {
      userId: contact.id,
      name: "Quinn Quokka",
      email: "quinn@quokka-resellers.example",
      kind: "partner",
      companyName: "Quokka Resellers",
    };

    const forBoth = (await createCourse(db(), { audience: "both" })).course;
    expect((await search(forBoth.id, "QUOKKA")).items).toEqual([staffOption, contactOption]);
    expect((await search(forBoth.id, "resellers.exa")).items).toEqual([contactOption]);
    const forStaff = (await createCourse(db(), { audience: "staff" })).course;
    expect((await search(forStaff.id, "quokka")).items).toEqual([staffOption]);
    const forPartners = (await createCourse(db(), { audience: "partners" })).course;
    expect((await search(forPartners.id, "quokka")).items).toEqual([contactOption]);
    expect((await search(forPartners.id, "q.staff@")).items).toEqual([]);
  });

  it("matches % and _ literally and lists at most 20 people", async () => {
    const { course } = await createCourse(db(), { audience: "staff" });
    for (let n = 0; n < 22; n++) await createUser(db(), { name: `Wombat ${String(n).padStart(2, "0")}` });
    const found = (await search(course.id, "wombat")).items;
    expect(found).toHaveLength(20);
    expect(found[0]?.name).toBe("Wombat 00");
    expect((await search(course.id, "wom%bat")).items).toEqual([]);
    expect((await search(course.id, "w_mbat")).items).toEqual([]);
  });

  it("answers 404 'Course not found.' for a course that does not exist", async () => {
    const refused = await refusal(search("00000000-0000-4000-8000-000000000000", "a"));
    expect(refused.status).toBe(404);
    expect(refused.message).toBe("Course not found.");
  });
});
