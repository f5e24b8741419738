import type { AnyProcedure } from "@orpc/server";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { DEFAULT_CUSTOMER_SUCCESS_SETTINGS } from "#shared/contracts/customer-success-settings";
import { DEFAULT_PROGRAMME_SETTINGS } from "#shared/contracts/programme-settings";
import { applicationForm } from "#tests/factories/application-form";
import { createApplication } from "#tests/factories/applications";
import { courseForm, createCourse } from "#tests/factories/courses";
import { createCustomer } from "#tests/factories/customers";
import { createPartner } from "#tests/factories/partners";
import { CUSTOMERS_BY_STATUS, createReport } from "#tests/factories/reports";
import { createPartnerContact, createSuperAdmin } from "#tests/factories/users";
import { createWebhookEndpoint } from "#tests/factories/webhooks";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { signedInAs } from "#tests/support/browser/rpc-client";
import { onePagePdf } from "#tests/support/files/one-page-pdf";
import { SAMPLE_PDF } from "#tests/support/files/sample-files";
import {
  apiKeys,
  courseLessons,
  courses,
  customerSuccessSettings,
  customers,
  emailOutbox,
  partnerApplications,
  partnerAuditLogs,
  partnerDeals,
  partners,
  programmeSettings,
  quizQuestions,
} from "../db/schema";
import { router } from "../router";
import { listProcedures } from "./list-procedures";
import type { ProcedureMeta } from "./procedures";

// Every field of every procedure that takes a number (found in the input schemas, so a new one is tested too)
// refuses what is not a number, over the RPC protocol and the REST API alike: 400 naming the field, nothing
// stored. Nothing is converted: true is not 1, [] and " " are not 0, "0x10" is not 16, [[[[5]]]] is not 5.

let testApp: TestApp;
let agreementPdf: Uint8Array<ArrayBuffer>;
let adminCookie: string;
let partnerCookie: string;
let partnerId: string;
let applicationId: string;
let courseId: string;
let partnerEndpointId: string;
let adminEndpointId: string;
let customerId: string;
let reportId: string;
/** Returned deals of the partner, one taken by each resubmission (an accepted one is returned no more). */
let returnedDeals: string[] = [];
/** Submitted deals of the partner for customers another partner's approved deal protects, one per co-sell. */
let contestedDeals: string[] = [];
let counter = 0;

beforeAll(async () => {
  agreementPdf = await onePagePdf("Partner Programme Agreement");
  testApp = await createTestApp();
  const db = testApp.testDatabase.database.db;
  const admin = await createSuperAdmin(db);
  adminCookie = (await signedInAs(testApp, admin)).cookieHeader();
  const partner = await createPartner(db, { commissionRate: "15.00" });
  partnerId = partner.id;
  partnerCookie = (await signedInAs(testApp, await createPartnerContact(db, partner))).cookieHeader();
  const { application } = await createApplication(db, {
    partner,
    documents: [{ name: "plan.pdf", type: "application/pdf", bytes: SAMPLE_PDF }],
    storage: testApp.storage,
  });
  applicationId = application.id;
  courseId = (await createCourse(db)).course.id;
  partnerEndpointId = (await createWebhookEndpoint(db, { partnerId })).id;
  adminEndpointId = (await createWebhookEndpoint(db)).id;
  customerId = (await createCustomer(db)).id;
  reportId = (await createReport(db, admin.id)).id;
  returnedDeals = (
    await db
      .insert(partnerDeals)
      .values(
        Array.from({ length: 200 }, (_, n) => ({
          partnerId,
          companyName: `Returned Customer ${n}`,
          contactPerson: "Rita Return",
          dealValue: "1000.00",
          status: "returned" as const,
        })),
      )
      .returning({ id: partnerDeals.id })
  ).map((row) => row.id);
  // Co-selling is on (the settings' valid input keeps it), so each contested deal can be approved with a share.
  await db
    .insert(programmeSettings)
    .values({ id: 1, ...DEFAULT_PROGRAMME_SETTINGS, conflictPolicy: "co_sell" });
  const protector = await createPartner(db);
  const contested = (n: number) => ({
    companyName: `Contested Customer ${n}`,
    customerKey: `contested ${n}`,
  });
  await db.insert(partnerDeals).values(
    Array.from({ length: 100 }, (_, n) => ({
      partnerId: protector.id,
      ...contested(n),
      contactPerson: "Pat Protect",
      dealValue: "1000.00",
      status: "approved" as const,
      approvedAt: new Date(),
      protectionEndsAt: new Date(Date.now() + 86_400_000),
    })),
  );
  contestedDeals = (
    await db
      .insert(partnerDeals)
      .values(
        Array.from({ length: 100 }, (_, n) => ({
          partnerId,
          ...contested(n),
          contactPerson: "Cora Contest",
          dealValue: "1000.00",
        })),
      )
      .returning({ id: partnerDeals.id })
  ).map((row) => row.id);
});
afterAll(async () => {
  await testApp.dispose();
});

interface NumericField {
  path: string[];
  required: boolean;
}

/** The fields of an input schema that accept a number, by their JSON Schema (REST and RPC read the same). */
function numericFields(schema: unknown, path: string[] = [], required = false): NumericField[] {
  if (schema === null || typeof schema !== "object") return [];
  const node = schema as Record<string, unknown>;
  const types = [node.type].flat();
  const here = types.includes("number") || types.includes("integer") ? [{ path, required }] : [];
  const variants = ["anyOf", "oneOf", "allOf"].flatMap((key) => (node[key] as unknown[] | undefined) ?? []);
  const requiredKeys = new Set((node.required as string[] | undefined) ?? []);
  const properties = Object.entries((node.properties as Record<string, unknown> | undefined) ?? {});
  return [
    ...here,
    ...variants.flatMap((variant) => numericFields(variant, path, required)),
    ...properties.flatMap(([key, child]) => numericFields(child, [...path, key], requiredKeys.has(key))),
  ];
}

const PROCEDURES = listProcedures(router).flatMap(({ path, procedure }) => {
  const schema = procedure["~orpc"].inputSchema;
  if (!schema) return [];
  const found = numericFields(z.toJSONSchema(schema as z.ZodType, { io: "input", unrepresentable: "any" }));
  const fields = [...new Map(found.map((field) => [field.path.join("."), field])).values()];
  return fields.length > 0 ? [{ name: path.join("."), path, procedure, fields }] : [];
});

type Input = Record<string, unknown>;

/** A valid input of each procedure with a numeric field, its numbers given as a client would. */
const VALID_INPUTS: Record<string, () => Input> = {
  "partners.listActive": () => ({ limit: 10 }),
  "partners.list": () => ({ page: 1, pageSize: 10 }),
  "journey.stalled": () => ({ page: 1, pageSize: 10 }),
  "team.mine": () => ({ page: 1, pageSize: 10 }),
  "team.ofPartner": () => ({ partnerId, page: 1, pageSize: 10 }),
  "invitations.mine": () => ({ page: 1, pageSize: 10 }),
  "invitations.ofPartner": () => ({ partnerId, page: 1, pageSize: 10 }),
  "joinRequests.mine": () => ({ page: 1, pageSize: 10 }),
  "partners.update": () => ({
    id: partnerId,
    partner: {
      companyName: "Numeric Partner Ltd",
      contactName: "Nora Numeric",
      contactEmail: "nora@numeric.example",
      contactPhone: "",
      website: "",
      businessType: "reseller",
      partnerType: "",
      tier: "silver",
      commissionRate: 12.5,
    },
  }),
  "applications.submit": () => ({ application: applicationForm() }),
  "applications.list": () => ({ page: 1, pageSize: 10 }),
  "applications.downloadDocument": () => ({ id: applicationId, index: 0 }),
  "deals.submit": () => ({
    form: "portal",
    partnerId,
    deal: {
      companyName: `Numeric Customer ${++counter}`,
      contactPerson: "Nick Number",
      dealValue: "1500.50",
    },
  }),
  "deals.list": () => ({ page: 1, pageSize: 10 }),
  "deals.changeStatus": () => ({ id: contestedDeals.pop(), status: "approved", coSellShare: 40 }),
  "deals.resubmit": () => ({
    form: "portal",
    id: returnedDeals.pop(),
    answer: "The buyer is procurement.",
    deal: {
      companyName: `Numeric Customer ${++counter}`,
      contactPerson: "Nick Number",
      dealValue: "1500.50",
    },
  }),
  "performance.ranking": () => ({ page: 1, pageSize: 10 }),
  "payouts.list": () => ({ page: 1, pageSize: 10 }),
  "resources.list": () => ({ page: 1, pageSize: 10 }),
  "users.list": () => ({ page: 1, pageSize: 10 }),
  "users.staffOptions": () => ({ limit: 10 }),
  "auditLog.list": () => ({ page: 1, pageSize: 10 }),
  "auditLog.actorOptions": () => ({ limit: 10 }),
  "learning.catalog": () => ({ page: 1, pageSize: 10 }),
  "learning.myLearning": () => ({ page: 1, pageSize: 10 }),
  "learning.managedCourses": () => ({ page: 1, pageSize: 10 }),
  "learning.courseEnrollments": () => ({ courseId, page: 1, pageSize: 10 }),
  "learning.createCourse": () => ({ ...courseForm() }),
  "learning.updateCourse": () => ({ id: courseId, course: courseForm() }),
  "notifications.list": () => ({ page: 1, pageSize: 10 }),
  "apiKeys.createPartner": () => ({ name: `Numeric key ${++counter}`, expiresInDays: 30 }),
  "apiKeys.createIntegration": () => ({
    name: `Numeric integration ${++counter}`,
    expiresInDays: 30,
    permissions: ["view_data"],
  }),
  "webhooks.listDeliveriesMine": () => ({ endpointId: partnerEndpointId, page: 1, pageSize: 10 }),
  "webhooks.listDeliveries": () => ({ endpointId: adminEndpointId, page: 1, pageSize: 10 }),
  "customers.list": () => ({ page: 1, pageSize: 10 }),
  "customers.create": () => ({
    name: `Numeric Customer Co ${++counter}`,
    contactName: "Nina Number",
    contractValue: "1200.50",
    startDate: "2026-11-02",
  }),
  "customers.update": () => ({ id: customerId, contractValue: "1300.00", csmRating: 4 }),
  "customers.onboarding": () => ({ page: 1, pageSize: 10 }),
  "customerHealth.updateSettings": () => structuredClone(DEFAULT_CUSTOMER_SUCCESS_SETTINGS),
  "agreements.publishPdf": () => ({
    agreement: { title: "Partner Programme Agreement", graceDays: 30 },
    document: new File([agreementPdf], "agreement.pdf", { type: "application/pdf" }),
  }),
  "agreements.publish": () => ({
    title: "Partner Programme Agreement",
    body: "The partner resells the products.",
    businessType: null,
    graceDays: 30,
  }),
  "programme.updateSettings": () => ({ ...DEFAULT_PROGRAMME_SETTINGS, conflictPolicy: "co_sell" }),
  "tickets.list": () => ({ page: 1, pageSize: 10 }),
  "support.tickets": () => ({ page: 1, pageSize: 10 }),
  "reports.list": () => ({ page: 1, pageSize: 10 }),
  "reports.run": () => ({ id: reportId, page: 1, pageSize: 10 }),
  "reports.preview": () => ({ definition: CUSTOMERS_BY_STATUS, page: 1, pageSize: 10 }),
  "reports.recipientOptions": () => ({ search: "a", limit: 10 }),
};

/** What JSON can carry in place of a number that is not one. */
const JSON_VALUES: Record<string, unknown> = {
  true: true,
  "[]": [],
  '" "': " ",
  '"0x10"': "0x10",
  '"1e3"': "1e3",
  "[[[[5]]]]": [[[[5]]]],
  "{}": {},
};

/** The same in a query string or a form, where every value is text. */
const TEXT_VALUES: Record<string, string> = { true: "true", '" "': " ", '"0x10"': "0x10", '"1e3"': "1e3" };

/** Lists and objects, as the bracket notation of a query string or form makes them. */
const BRACKET_VALUES: Record<string, (key: string) => [string, string][]> = {
  "[]=5": (key) => [[`${key}[]`, "5"]],
  "[0][0][0][0]=5": (key) => [[`${key}[0][0][0][0]`, "5"]],
  "[value]=5": (key) => [[`${key}[value]`, "5"]],
  "a repeated key": (key) => [
    [key, "5"],
    [key, "6"],
  ],
};

/** Who calls: a partner's contact where only partners may, a super admin everywhere else. */
const headers = (procedure: AnyProcedure) => ({
  origin: "http://localhost:3000",
  cookie: (procedure["~orpc"].meta as ProcedureMeta).access?.kind === "partner" ? partnerCookie : adminCookie,
});

function withValue(input: Input, path: string[], value: unknown): Input {
  const copy = structuredClone(input);
  let parent: Input = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Input;
  parent[path.at(-1) as string] = value;
  return copy;
}

function withoutField(input: Input, path: string[]): Input {
  const copy = structuredClone(input);
  let parent: Input = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Input;
  delete parent[path.at(-1) as string];
  return copy;
}

/** Form fields in the bracket notation of the REST API: application[annualRevenue]. */
function bracketEntries(value: unknown, prefix = ""): [string, string][] {
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) =>
      bracketEntries(child, prefix ? `${prefix}[${key}]` : key),
    );
  }
  return [[prefix, String(value)]];
}

const bracketKey = (path: string[]) => path.map((key, index) => (index === 0 ? key : `[${key}]`)).join("");

/** The top-level fields of an input that hold a file (a procedure that takes one as its input requires). */
const fileFields = (input: Input) =>
  Object.entries(input).filter((entry): entry is [string, File] => entry[1] instanceof File);

function rpcRequest(procedure: AnyProcedure, path: string[], input: unknown): Request {
  const url = `http://localhost/rpc/${path.join("/")}`;
  const files = input !== null && typeof input === "object" ? fileFields(input as Input) : [];
  if (files.length > 0) {
    // oRPC's form: the input as JSON with each file's place named in `maps`, the files beside it.
    const body = new FormData();
    const json = { ...(input as Input), ...Object.fromEntries(files.map(([name]) => [name, {}])) };
    body.set("data", JSON.stringify({ json, meta: [], maps: files.map(([name]) => [name]) }));
    for (const [index, [, file]] of files.entries()) body.set(String(index), file);
    return new Request(url, { method: "POST", headers: headers(procedure), body });
  }
  return new Request(url, {
    method: "POST",
    headers: { ...headers(procedure), "content-type": "application/json" },
    body: JSON.stringify({ json: input }),
  });
}

/**
 * A REST request: the route's path parameters in its URL, the rest as JSON or, as text, in the query string
 * (GET) or a multipart form (a procedure that takes files). `extra` are text entries added as they are.
 */
function restRequest(
  procedure: AnyProcedure,
  transport: "rest json" | "rest text",
  input: Input,
  extra: [string, string][] = [],
): Request | undefined {
  const route = procedure["~orpc"].route;
  const method = route.method ?? "POST";
  const fields = { ...input };
  let urlPath = route.path as string;
  for (const [, name] of urlPath.matchAll(/\{(\w+)\}/g)) {
    urlPath = urlPath.replace(`{${name}}`, encodeURIComponent(String(fields[name as string])));
    delete fields[name as string];
  }
  const url = `http://localhost/api/v1${urlPath}`;
  const files = fileFields(fields);
  for (const [name] of files) delete fields[name];
  const entries = [...bracketEntries(fields), ...extra];
  if (method === "GET") {
    if (transport === "rest json") return undefined;
    const query = new URLSearchParams(entries).toString();
    return new Request(query ? `${url}?${query}` : url, { method, headers: headers(procedure) });
  }
  if (transport === "rest json") {
    // A file travels in a form only.
    if (files.length > 0) return undefined;
    return new Request(url, {
      method,
      headers: { ...headers(procedure), "content-type": "application/json" },
      body: JSON.stringify(fields),
    });
  }
  // Only procedures that take files take a form; the others take JSON alone.
  if (!procedure["~orpc"].meta.upload) return undefined;
  const body = new FormData();
  for (const [key, value] of entries) body.append(key, value);
  for (const [name, file] of files) body.append(name, file);
  return new Request(url, { method, headers: headers(procedure), body });
}

/** The issues of a validation refusal, over either protocol. */
async function issuesOf(response: Response): Promise<{ path: unknown[]; message: string }[]> {
  const body = (await response.json()) as { json?: unknown };
  const error = (body.json ?? body) as { data?: { issues?: { path: unknown[]; message: string }[] } };
  return error.data?.issues ?? [];
}

/** Every row a write procedure with a numeric field could add or change. */
async function storedRows() {
  const db = testApp.testDatabase.database.db;
  return Promise.all([
    db.select().from(partners).orderBy(asc(partners.id)),
    db.select().from(partnerApplications).orderBy(asc(partnerApplications.id)),
    db.select().from(partnerDeals).orderBy(asc(partnerDeals.id)),
    db.select().from(partnerAuditLogs).orderBy(asc(partnerAuditLogs.id)),
    db.select().from(emailOutbox).orderBy(asc(emailOutbox.id)),
    db.select().from(courses).orderBy(asc(courses.id)),
    db.select().from(courseLessons).orderBy(asc(courseLessons.id)),
    db.select().from(quizQuestions).orderBy(asc(quizQuestions.id)),
    db.select().from(apiKeys).orderBy(asc(apiKeys.id)),
    db.select().from(customers).orderBy(asc(customers.id)),
    db.select().from(customerSuccessSettings).orderBy(asc(customerSuccessSettings.id)),
    db.select().from(programmeSettings).orderBy(asc(programmeSettings.id)),
  ]);
}

it("finds the numeric fields, and has a valid input for each procedure that has one", () => {
  expect(PROCEDURES.map(({ name }) => name).sort()).toEqual(Object.keys(VALID_INPUTS).sort());
  const fieldsOf = (name: string) =>
    PROCEDURES.find((procedure) => procedure.name === name)?.fields.map((field) => field.path.join("."));
  expect(fieldsOf("partners.update")).toEqual(["partner.commissionRate"]);
  expect(fieldsOf("deals.submit")).toEqual(["deal.dealValue"]);
  expect(fieldsOf("applications.submit")).toEqual([
    "application.annualRevenue",
    "application.yearsInBusiness",
    "application.expectedDealsPerYear",
    "application.salesExperience",
  ]);
});

describe.each(PROCEDURES.map((entry) => [entry.name, entry] as const))("%s", (name, entry) => {
  const makeInput = () => VALID_INPUTS[name]?.() ?? {};
  const isPathParameter = (field: NumericField) =>
    field.path.length === 1 && String(entry.procedure["~orpc"].route.path).includes(`{${field.path[0]}}`);

  it("accepts its numbers as numbers over JSON and as text in a query string or form", async () => {
    for (const transport of ["rpc", "rest json", "rest text"] as const) {
      const request =
        transport === "rpc"
          ? rpcRequest(entry.procedure, entry.path, makeInput())
          : restRequest(entry.procedure, transport, makeInput());
      if (!request) continue;
      const response = await testApp.app.request(request);
      expect(response.status, `${transport}: ${await response.clone().text()}`).toBeLessThan(300);
    }
  });

  it.each(entry.fields.map((field) => [field.path.join("."), field] as const))(
    "%s refuses what is not a number with 400 at the field, storing nothing",
    async (_label, field) => {
      const cases: { what: string; request: Request | undefined }[] = [];
      const json = { ...JSON_VALUES, ...(field.required ? { '""': "" } : {}) };
      for (const [label, value] of Object.entries(json)) {
        const input = withValue(makeInput(), field.path, value);
        cases.push({ what: `rpc ${label}`, request: rpcRequest(entry.procedure, entry.path, input) });
        if (!isPathParameter(field)) {
          cases.push({
            what: `rest json ${label}`,
            request: restRequest(entry.procedure, "rest json", input),
          });
        }
      }
      const text = { ...TEXT_VALUES, ...(field.required ? { '""': "" } : {}) };
      if (isPathParameter(field)) {
        for (const [label, value] of Object.entries(TEXT_VALUES)) {
          const input = withValue(makeInput(), field.path, value);
          cases.push({
            what: `rest path ${label}`,
            request: restRequest(entry.procedure, "rest text", input),
          });
        }
      } else {
        const others = withoutField(makeInput(), field.path);
        const key = bracketKey(field.path);
        const entries: [string, [string, string][]][] = [
          ...Object.entries(text).map(([label, value]): [string, [string, string][]] => [
            label,
            [[key, value]],
          ]),
          ...Object.entries(BRACKET_VALUES).map(([label, make]): [string, [string, string][]] => [
            label,
            make(key),
          ]),
        ];
        for (const [label, extra] of entries) {
          cases.push({
            what: `rest text ${label}`,
            request: restRequest(entry.procedure, "rest text", others, extra),
          });
        }
      }

      const before = await storedRows();
      for (const { what, request } of cases) {
        if (!request) continue;
        const response = await testApp.app.request(request);
        expect(response.status, what).toBe(400);
        const issues = await issuesOf(response);
        expect(
          issues.map((issue) => issue.path.join(".")),
          what,
        ).toEqual([field.path.join(".")]);
        expect(issues[0]?.message, what).toMatch(/ (must be|is required|cannot be)/);
      }
      expect(await storedRows()).toEqual(before);
    },
  );
});
