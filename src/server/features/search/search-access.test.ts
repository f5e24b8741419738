import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { router } from "#server/router";
import { SEARCH_MESSAGES, type SearchResult } from "#shared/contracts/search";
import { createApplication } from "#tests/factories/applications";
import { createCourse } from "#tests/factories/courses";
import { createDeal } from "#tests/factories/deals";
import { createDepartment } from "#tests/factories/departments";
import { createPartner } from "#tests/factories/partners";
import { createPayout } from "#tests/factories/payouts";
import { createResource } from "#tests/factories/resources";
import {
  createAdmin,
  createPartnerContact,
  createUser,
  createUserWithPermission,
} from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, type TestBrowser, testBrowser } from "#tests/support/browser/rpc-client";
import { SEARCH_KIND_ACCESS } from "./search-access";

let app: TestApp;
const as = {} as Record<Caller, TestBrowser>;

type Caller =
  | "partnerA"
  | "partnerB"
  | "suspendedContact"
  | "plainStaff"
  | "partnerAdmin"
  | "userManager"
  | "roleManager"
  | "courseAuthor"
  | "admin";

// One record of every kind, all named with one word, so one search meets every rule at once.
const PARTNER_A = "Quokka Alpha";
const PARTNER_B = "Quokka Beta";
const APPLICANT = "Quokka Applicant";
const PUBLIC_RESOURCE = "Quokka Deck";
const DRAFT_RESOURCE = "Quokka Draft Deck";
const PARTNER_COURSE = "Quokka for Partners";
const STAFF_COURSE = "Quokka for Staff";
const DRAFT_COURSE = "Quokka Draft Course";

const own = (partner: "A" | "B") => [
  `deal:Quokka Logistics ${partner}`,
  `deal:Quokka Payout ${partner}`,
  `payout:Quokka Payout ${partner}`,
];
const EVERY_DEAL_AND_PAYOUT = [...own("A"), ...own("B")];
const PARTNER_RECORDS = [
  `partner:${PARTNER_A}`,
  `partner:${PARTNER_B}`,
  `partner:${APPLICANT}`,
  `application:${APPLICANT}`,
];
const PEOPLE = ["user:Quokka Person"];

/** What each caller finds for "quokka": each kind as the kind's own list would show it to them. */
const EXPECTED: Record<Caller, string[]> = {
  partnerA: [...own("A"), `resource:${PUBLIC_RESOURCE}`, `course:${PARTNER_COURSE}`],
  partnerB: [...own("B"), `resource:${PUBLIC_RESOURCE}`, `course:${PARTNER_COURSE}`],
  suspendedContact: [],
  plainStaff: [`course:${STAFF_COURSE}`],
  partnerAdmin: [
    ...EVERY_DEAL_AND_PAYOUT,
    ...PARTNER_RECORDS,
    `resource:${PUBLIC_RESOURCE}`,
    `resource:${DRAFT_RESOURCE}`,
    `course:${STAFF_COURSE}`,
  ],
  userManager: [...PEOPLE, "department:Quokka Department", `course:${STAFF_COURSE}`],
  roleManager: [...PEOPLE, `course:${STAFF_COURSE}`],
  courseAuthor: [`course:${PARTNER_COURSE}`, `course:${STAFF_COURSE}`, `course:${DRAFT_COURSE}`],
  admin: [
    ...EVERY_DEAL_AND_PAYOUT,
    ...PARTNER_RECORDS,
    ...PEOPLE,
    "department:Quokka Department",
    `resource:${PUBLIC_RESOURCE}`,
    `resource:${DRAFT_RESOURCE}`,
    `course:${PARTNER_COURSE}`,
    `course:${STAFF_COURSE}`,
    `course:${DRAFT_COURSE}`,
  ],
};

const found = (results: SearchResult[]) => results.map((result) => `${result.kind}:${result.title}`).sort();

describe("the search from anywhere", () => {
  beforeAll(async () => {
    app = await createTestApp();
    const db = app.testDatabase.database.db;
    const partnerA = await createPartner(db, { companyName: PARTNER_A });
    const partnerB = await createPartner(db, { companyName: PARTNER_B });
    const suspended = await createPartner(db, { companyName: "Hooli", status: "suspended" });
    await createDeal(db, { partner: partnerA, companyName: "Quokka Logistics A" });
    await createDeal(db, { partner: partnerB, companyName: "Quokka Logistics B" });
    await createDeal(db, { partner: suspended, companyName: "Acme Solutions" });
    await createDeal(db, { partner: suspended, companyName: "TechCorp Solutions" });
    await createPayout(db, { partner: partnerA, customer: "Quokka Payout A" });
    await createPayout(db, { partner: partnerB, customer: "Quokka Payout B" });
    await createApplication(db, {
      partner: await createPartner(db, { companyName: APPLICANT, status: "pending" }),
    });
    await createUser(db, { name: "Quokka Person" });
    await createDepartment(db, { name: "Quokka Department" });
    await createResource(db, { title: PUBLIC_RESOURCE });
    await createResource(db, { title: DRAFT_RESOURCE, isPublic: false });
    await createCourse(db, { title: PARTNER_COURSE, audience: "partners" });
    await createCourse(db, { title: STAFF_COURSE, audience: "staff" });
    await createCourse(db, { title: DRAFT_COURSE, status: "draft" });
    const people: Record<Caller, Promise<{ id: string }>> = {
      partnerA: createPartnerContact(db, partnerA),
      partnerB: createPartnerContact(db, partnerB),
      suspendedContact: createPartnerContact(db, suspended),
      plainStaff: createUser(db),
      partnerAdmin: createUserWithPermission(db, "manage_partners"),
      userManager: createUserWithPermission(db, "manage_users"),
      roleManager: createUserWithPermission(db, "manage_roles"),
      courseAuthor: createUserWithPermission(db, "manage_courses"),
      admin: createAdmin(db),
    };
    for (const [caller, person] of Object.entries(people))
      as[caller as Caller] = await signedInAs(app, await person);
  });
  afterAll(() => app.dispose());

  it("is refused to a visitor", async () => {
    const refused = await refusal(testBrowser(app).client.search.everywhere({ query: "quokka" }));
    expect(refused.status).toBe(401);
    expect(refused.message).toBe("Please sign in to continue.");
  });

  it.each(Object.keys(EXPECTED) as Caller[])(
    "gives %s exactly the records of each kind it may see",
    async (caller) => {
      const { results } = await as[caller].client.search.everywhere({ query: "quokka" });
      expect(found(results)).toEqual([...EXPECTED[caller]].sort());
    },
  );

  it("answers searches made at once by more callers than the database has connections, each in full", async () => {
    // Each search runs two lanes of transactions; none may hold a connection while it waits for another.
    const callers = Object.keys(EXPECTED) as Caller[];
    const answers = await Promise.all(
      [...callers, ...callers].map((caller) => as[caller].client.search.everywhere({ query: "quokka" })),
    );
    answers.forEach(({ results }, index) => {
      const caller = callers[index % callers.length] as Caller;
      expect(found(results), caller).toEqual([...EXPECTED[caller]].sort());
    });
  });

  it("asks each kind by the rule of the list that shows it", () => {
    const lists = {
      deal: router.deals.list,
      payout: router.payouts.list,
      partner: router.partners.list,
      application: router.applications.list,
      user: router.users.list,
      department: router.departments.list,
      resource: router.resources.list,
      course: router.learning.catalog,
    };
    for (const [kind, list] of Object.entries(lists))
      expect(SEARCH_KIND_ACCESS[kind as keyof typeof lists], kind).toEqual(list["~orpc"].meta.access);
  });

  it("describes each record in words: a payout by its partner and status", async () => {
    const { results } = await as.partnerA.client.search.everywhere({ query: "quokka payout" });
    expect(results.find((result) => result.kind === "payout")).toMatchObject({
      title: "Quokka Payout A",
      detail: `${PARTNER_A} · Pending`,
    });
  });

  it("tolerates typos and partial words, closest first", async () => {
    const typo = await as.admin.client.search.everywhere({ query: "Acme Solutoins" });
    expect(found(typo.results)).toEqual(["deal:Acme Solutions"]);
    const partial = await as.admin.client.search.everywhere({ query: "logist" });
    expect(found(partial.results)).toEqual(["deal:Quokka Logistics A", "deal:Quokka Logistics B"]);
    const misspelt = await as.admin.client.search.everywhere({ query: "Quoka Departmnt" });
    expect(misspelt.results[0]).toMatchObject({ kind: "department", title: "Quokka Department" });
  });

  it("corrects each misspelt word of a deal's names, in any order, as soon as the deal is written", async () => {
    const shuffled = await as.admin.client.search.everywhere({ query: "Solutoins Acme" });
    expect(found(shuffled.results)).toEqual(["deal:Acme Solutions"]);
    const partner = await createPartner(app.testDatabase.database.db, { companyName: "Wombat Works" });
    await createDeal(app.testDatabase.database.db, { partner, companyName: "Zebulon Freight" });
    const fresh = await as.admin.client.search.everywhere({ query: "zebulom freigth" });
    expect(found(fresh.results)).toEqual(["deal:Zebulon Freight"]);
    const extraWord = await as.admin.client.search.everywhere({ query: "Zebulon Freight Xylophone" });
    expect(found(extraWord.results)).toEqual([]);
  });

  it("finds payouts through their deal's names, as the deals are found", async () => {
    const { results } = await as.partnerA.client.search.everywhere({ query: "Quoka Payout" });
    expect(found(results)).toEqual(["deal:Quokka Payout A", "payout:Quokka Payout A"]);
  });

  it("looks for a search of two letters in names, not in e-mail addresses", async () => {
    await createUser(app.testDatabase.database.db, {
      name: "Nina Yellow",
      email: "coral.yellow@people.example",
    });
    const short = await as.admin.client.search.everywhere({ query: "co" });
    expect(found(short.results)).not.toContain("user:Nina Yellow");
    const address = await as.admin.client.search.everywhere({ query: "coral.yellow" });
    expect(found(address.results)).toContain("user:Nina Yellow");
  });

  it("offers only the names that contain the search when some do, not those merely close to it", async () => {
    const { results } = await as.admin.client.search.everywhere({ query: PARTNER_A });
    expect(found(results.filter((result) => result.kind === "partner"))).toEqual([`partner:${PARTNER_A}`]);
  });

  it("finds by a search of two letters the names with a word beginning with them", async () => {
    const beginning = await as.admin.client.search.everywhere({ query: "so" });
    expect(found(beginning.results)).toEqual(
      expect.arrayContaining(["deal:Acme Solutions", "deal:TechCorp Solutions"]),
    );
    const inside = await as.admin.client.search.everywhere({ query: "ut" });
    expect(found(inside.results).filter((result) => result.includes("Solutions"))).toEqual([]);
  });

  it("finds a search of several words as one piece of a name, not as its words apart", async () => {
    const db = app.testDatabase.database.db;
    const partner = await createPartner(db, { companyName: "Numbat Holdings" });
    await createDeal(db, { partner, companyName: "Marsupial Freight Lines" });
    await createDeal(db, { partner, companyName: "Freight of Marsupial Lines" });
    const { results } = await as.admin.client.search.everywhere({ query: "marsupial freight" });
    expect(found(results)).toEqual(["deal:Marsupial Freight Lines"]);
  });

  it("refuses a search over 200 characters or with control characters", async () => {
    const long = await refusal(as.admin.client.search.everywhere({ query: "q".repeat(201) }));
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.data)).toContain(SEARCH_MESSAGES.tooLong);
    const control = await refusal(as.admin.client.search.everywhere({ query: "quokka\u0007" }));
    expect(control.status).toBe(400);
    expect(JSON.stringify(control.data)).toContain(SEARCH_MESSAGES.controlCharacters);
  });
});
