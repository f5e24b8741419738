import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { AnyProcedure } from "@orpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PermissionName } from "#shared/permissions";
import { createCourse } from "#tests/factories/courses";
import { createPartner, type TestPartner } from "#tests/factories/partners";
import { createResource } from "#tests/factories/resources";
import {
  createAdmin,
  createPartnerContact,
  createPartnerMember,
  createSuperAdmin,
  createUser,
  createUserWithPermission,
  type TestUser,
} from "#tests/factories/users";
import { createWebhookDelivery, createWebhookEndpoint } from "#tests/factories/webhooks";
import { CONTACT_PASSWORD, type Input, validInputsOf } from "#tests/support/access/valid-inputs";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { signedInAs } from "#tests/support/browser/rpc-client";
import { SAMPLE_PDF } from "#tests/support/files/sample-files";
import { storeNewApiKey } from "../features/api-keys/store-new-api-key";
import { projectRoot } from "../project-root";
import { router } from "../router";
import type { AccessRule } from "./caller-access";
import { listProcedures } from "./list-procedures";
import type { ProcedureMeta } from "./procedures";

// Every procedure of the router against every kind of caller, over /rpc and /api/v1 (docs/access-matrix.md):
// who passes follows from the procedure's declared access alone, so a procedure added later is checked too.

const MATRIX_FILE = path.join(projectRoot, "docs/access-matrix.md");
const UPDATING = process.env.UPDATE_ACCESS_MATRIX === "1";

const CALLERS = [
  "anonymous",
  "partnerA",
  "repA",
  "partnerB",
  "suspended",
  "apiKey",
  "viewer",
  "user",
  "permitted",
  "manager",
  "admin",
  "superAdmin",
] as const;
type CallerName = (typeof CALLERS)[number];

const CALLER_HEADINGS: Record<CallerName, string> = {
  anonymous: "Anonymous",
  partnerA: "Partner A",
  repA: "A's sales rep",
  partnerB: "Partner B",
  suspended: "Suspended partner",
  apiKey: "A's API key",
  viewer: "Viewer",
  user: "User",
  permitted: "One permission",
  manager: "Manager",
  admin: "Admin",
  superAdmin: "Super admin",
};

/**
 * Procedures that take the id of a row someone owns, and whose row it is: the valid input names partner A's
 * row, a row of A's contact, or one an admin made. Anyone else allowed to call gets 404, as if the row did not
 * exist: staff holding the permission see every partner's rows, nobody sees another person's, and only admins
 * see what another staff member made; a private report only its author (the admin) opens.
 */
const OWNED_ROWS: Record<string, "partner" | "person" | "maker" | "author"> = {
  "apiKeys.revokeIntegration": "maker",
  "deals.get": "partner",
  "deals.downloadProposal": "partner",
  "deals.resubmit": "partner",
  "deals.withdraw": "partner",
  "deals.requestExtension": "partner",
  "deals.decideExtension": "partner",
  "apiKeys.revokePartner": "partner",
  "webhooks.updateMine": "partner",
  "webhooks.rotateSecretMine": "partner",
  "webhooks.deleteMine": "partner",
  "webhooks.sendTestMine": "partner",
  "webhooks.listDeliveriesMine": "partner",
  "webhooks.resendDeliveryMine": "partner",
  "notifications.markRead": "person",
  "me.endSession": "person",
  "learning.downloadCertificate": "person",
  "support.ticket": "partner",
  "support.reply": "partner",
  "support.attachment": "partner",
  "support.openTicket": "partner",
  "team.changeRole": "partner",
  "team.remove": "partner",
  "invitations.resend": "partner",
  "invitations.revoke": "partner",
  "joinRequests.approve": "partner",
  "joinRequests.decline": "partner",
  "agreements.downloadSigned": "partner",
  "reports.get": "author",
  "reports.run": "author",
  "reports.export": "author",
  "reports.update": "author",
  "reports.delete": "author",
  "reports.setSchedule": "author",
  "reports.removeSchedule": "author",
};

/**
 * Procedures a partner or any signed-in person calls with an id that names nobody's own row: rows everyone
 * they serve may see (courses, resources), or a filter within the caller's own rows.
 */
const NOBODYS_ROWS = new Set([
  "deals.list",
  "payouts.list",
  "resources.download",
  "learning.course",
  "learning.enroll",
  "learning.openLesson",
  "learning.lessonFile",
  "learning.submitAttempt",
  "customers.list",
  "customers.get",
  "tickets.list",
  "tickets.get",
  "tickets.create",
  "tickets.attachment",
  // Agreement versions are the programme's, read by every staff member and signed by the partners they reach.
  "agreements.version",
  "agreements.versionDocument",
  "agreements.sign",
]);

/** JSON over each protocol, and for a procedure that takes files a multipart form holding one, over each. */
type Transport = "rpc" | "rest" | "rpc form" | "rest form";
const transportsOf = (entry: Entry): Transport[] =>
  entry.meta.upload ? ["rpc", "rest", "rpc form", "rest form"] : ["rpc", "rest"];
/** What a call came to: passed the access check, or refused by status ("5xx" fails whatever was expected). */
type Cell = "✓" | "401" | "403" | "404" | "5xx";

const all = listProcedures(router).map(({ path: keys, procedure }) => ({
  name: keys.join("."),
  keys,
  procedure,
  meta: procedure["~orpc"].meta as ProcedureMeta,
}));
type Entry = (typeof all)[number];

const anyOfOf = (rule: AccessRule | undefined): readonly PermissionName[] =>
  rule && "anyOf" in rule ? rule.anyOf : [];

const PARTNERS = new Set<CallerName>(["partnerA", "repA", "partnerB", "apiKey"]);

/** What the declared access says a caller gets, before any row is looked at. */
function declared(entry: Entry, caller: CallerName, transport: Transport): Cell {
  const rule = entry.meta.access;
  if (caller === "apiKey" && transport.startsWith("rpc")) return "401";
  if (caller === "apiKey" && entry.meta.apiKeys !== true) return "403";
  if (!rule) return "403";
  if (rule.kind === "public") return "✓";
  if (caller === "anonymous" || caller === "suspended") return "401";
  const partner = PARTNERS.has(caller);
  const holds = caller === "permitted" || caller === "admin" || caller === "superAdmin";
  switch (rule.kind) {
    case "signed-in":
    case "learner":
      return "✓";
    case "partner":
      if (rule.role === "partner_admin" && caller === "repA") return "403";
      return partner ? "✓" : "403";
    case "partner-or-permission":
      return partner || holds ? "✓" : "403";
    case "permission":
      return holds ? "✓" : "403";
    case "staff":
      return partner ? "403" : "✓";
  }
}

function expected(entry: Entry, caller: CallerName, transport: Transport): Cell {
  const cell = declared(entry, caller, transport);
  if (cell !== "✓") return cell;
  const owner = OWNED_ROWS[entry.name];
  if (owner === "partner" && caller === "partnerB") return "404";
  // The deals the inputs name were submitted by A's contact: another rep's, to A's sales rep.
  if (owner === "partner" && caller === "repA" && entry.name.startsWith("deals.")) return "404";
  if (owner === "person" && caller !== "partnerA" && caller !== "apiKey") return "404";
  if (owner === "maker" && caller === "permitted") return "404";
  if (owner === "author" && caller !== "admin") return "404";
  return cell;
}

function cellOf(status: number, entry: Entry): Cell {
  if (status >= 500) return "5xx";
  if (status === 401 || status === 403) return String(status) as Cell;
  // A 404 is an access refusal only where the input names someone else's row.
  if (status === 404 && entry.name in OWNED_ROWS) return "404";
  return "✓";
}

let testApp: TestApp;
let origin: string;
let owners: { partnerA: TestPartner; admin: TestUser };
let inputs: Awaited<ReturnType<typeof validInputsOf>>;
const credentials = new Map<string, Record<string, string>>();
const holderOf = (permission: PermissionName) => `permitted:${permission}`;

beforeAll(async () => {
  testApp = await createTestApp({ API_KEY_REQUESTS_PER_MINUTE: "100000" });
  origin = new URL(testApp.config.publicUrl).origin;
  const db = testApp.testDatabase.database.db;
  const [partnerA, partnerB, suspended] = await Promise.all([
    createPartner(db),
    createPartner(db),
    createPartner(db),
  ]);
  const contactA = await createPartnerContact(db, partnerA, { password: CONTACT_PASSWORD });
  const admin = await createAdmin(db);
  const cookie = async (who: { id: string }) => ({
    cookie: (await signedInAs(testApp, who)).cookieHeader(),
  });
  const contactABrowser = await signedInAs(testApp, contactA);
  credentials.set("partnerA", { cookie: contactABrowser.cookieHeader() });
  credentials.set(
    "repA",
    await cookie(await createPartnerMember(db, partnerA, { password: CONTACT_PASSWORD })),
  );
  credentials.set("partnerB", await cookie(await createPartnerContact(db, partnerB)));
  credentials.set("suspended", await cookie(await createPartnerContact(db, suspended)));
  credentials.set("viewer", await cookie(await createUser(db, { roles: ["viewer"] })));
  credentials.set("user", await cookie(await createUser(db)));
  credentials.set("manager", await cookie(await createUser(db, { roles: ["manager"] })));
  credentials.set("admin", await cookie(admin));
  credentials.set("superAdmin", await cookie(await createSuperAdmin(db)));
  const permissions = new Set(all.flatMap((entry) => anyOfOf(entry.meta.access)));
  for (const permission of permissions) {
    credentials.set(holderOf(permission), await cookie(await createUserWithPermission(db, permission)));
  }
  const { secret } = await contactABrowser.client.apiKeys.createPartner({
    name: "A's CRM",
    expiresInDays: null,
  });
  credentials.set("apiKey", { authorization: `Bearer ${secret}` });
  // Suspended after its contact signed in: the session made before must no longer pass.
  const adminBrowser = await signedInAs(testApp, admin);
  await adminBrowser.client.partners.setStatus({ id: suspended.id, status: "suspended" });

  owners = { partnerA, admin };
  inputs = await validInputsOf(testApp, { partner: partnerA, contact: contactA, staff: admin });
});
afterAll(async () => {
  await testApp?.dispose();
});

/** Form-style query entries in the bracket notation of the REST API: kinds[]=a, partner[tier]=gold. */
function bracketEntries(value: unknown, prefix = ""): [string, string][] {
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) =>
      bracketEntries(child, prefix ? `${prefix}[${key}]` : key),
    );
  }
  return [[prefix, String(value)]];
}

function request(entry: Entry, transport: Transport, input: Input | undefined, who: Record<string, string>) {
  const headers = { origin, ...who };
  const upload = entry.meta.upload;
  const many = (upload?.maxFiles ?? 1) > 1;
  const file = new File([SAMPLE_PDF], "plan.pdf", { type: "application/pdf" });
  if (transport === "rpc") {
    return new Request(`${origin}/rpc/${entry.keys.join("/")}`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ json: input }),
    });
  }
  if (transport === "rpc form" && upload) {
    const body = new FormData();
    const json = { ...input, [upload.filesField]: many ? [{}] : {} };
    const maps = [many ? [upload.filesField, 0] : [upload.filesField]];
    body.set("data", JSON.stringify({ json, meta: [], maps }));
    body.set("0", file);
    return new Request(`${origin}/rpc/${entry.keys.join("/")}`, { method: "POST", headers, body });
  }
  const route = (entry.procedure as AnyProcedure)["~orpc"].route;
  const method = route.method ?? "POST";
  const fields = { ...input };
  let urlPath: string = route.path ?? `/${entry.keys.join("/")}`;
  for (const [, name] of urlPath.matchAll(/\{(\w+)\}/g)) {
    urlPath = urlPath.replace(`{${name}}`, encodeURIComponent(String(fields[name as string])));
    delete fields[name as string];
  }
  const url = `${origin}/api/v1${urlPath}`;
  if (method === "GET" || method === "HEAD") {
    const query = new URLSearchParams(bracketEntries(fields)).toString();
    return new Request(query ? `${url}?${query}` : url, { method, headers });
  }
  if (transport === "rest form" && upload) {
    const body = new FormData();
    delete fields[upload.filesField];
    for (const [key, value] of bracketEntries(fields)) body.append(key, value);
    body.append(many ? `${upload.filesField}[]` : upload.filesField, file);
    return new Request(url, { method, headers, body });
  }
  return new Request(url, {
    method,
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(fields),
  });
}

/** Who each caller is for this procedure: the permission holders of its rule stand in for "permitted". */
function credentialsFor(entry: Entry, caller: CallerName): Record<string, string>[] {
  if (caller === "anonymous") return [{}];
  if (caller !== "permitted") return [credentials.get(caller) as Record<string, string>];
  return anyOfOf(entry.meta.access).map((permission) => credentials.get(holderOf(permission)) ?? {});
}

/** The cell of each caller, as "rpc|rest" pairs, per procedure; filled as the procedures are tested. */
const observed = new Map<string, Partial<Record<CallerName, Partial<Record<Transport, Cell>>>>>();

it("has a valid input for every procedure that takes one", () => {
  const missing = all
    .filter((entry) => entry.procedure["~orpc"].inputSchema && !(entry.name in inputs))
    .map((entry) => entry.name);
  expect(missing, "add a valid input for each to tests/support/access/valid-inputs.ts").toEqual([]);
});

it("knows whose row each id a partner or a person may send names", () => {
  const idTaking = all.filter((entry) => {
    const kind = entry.meta.access?.kind;
    const schema = entry.procedure["~orpc"].inputSchema as { shape?: Record<string, unknown> } | undefined;
    const fields = Object.keys(schema?.shape ?? {});
    return (
      kind !== "public" &&
      kind !== "permission" &&
      fields.some((field) => field === "id" || field.endsWith("Id"))
    );
  });
  const unknown = idTaking
    .map((entry) => entry.name)
    .filter((name) => !(name in OWNED_ROWS) && !NOBODYS_ROWS.has(name));
  expect(unknown, "list each in OWNED_ROWS (with whose row its input names) or NOBODYS_ROWS").toEqual([]);
});

async function callAs(entry: Entry, caller: CallerName) {
  const makeInput = inputs[entry.name] ?? (async () => undefined);
  const mismatches: string[] = [];
  const cells: Partial<Record<Transport, Cell>> = {};
  for (const transport of transportsOf(entry)) {
    for (const credential of credentialsFor(entry, caller)) {
      const response = await testApp.app.request(request(entry, transport, await makeInput(), credential));
      const cell = cellOf(response.status, entry);
      const body = response.headers.get("content-type")?.includes("event-stream")
        ? ""
        : (await response.clone().text()).slice(0, 200);
      await response.body?.cancel();
      const want = expected(entry, caller, transport);
      if (cell !== want) {
        mismatches.push(`${caller} over ${transport}: ${response.status}, expected ${want} (${body})`);
      }
      // Holders of the rule's permissions are one column: any of them answered otherwise is a mismatch above.
      cells[transport] = cell;
    }
  }
  return { caller, cells, mismatches };
}

describe.each(all.map((entry) => [entry.name, entry] as const))("%s", (name, entry) => {
  it("lets in exactly the callers its declared access names", async () => {
    const callers = CALLERS.filter((caller) => credentialsFor(entry, caller).length > 0);
    const results = await Promise.all(callers.map((caller) => callAs(entry, caller)));
    observed.set(name, Object.fromEntries(results.map(({ caller, cells }) => [caller, cells])));
    expect(results.flatMap(({ mismatches }) => mismatches)).toEqual([]);
  });
});

/**
 * Ids of rows of another owner than the valid inputs name, sent by callers who pass the access check: the
 * administrators' webhook endpoints and partners' ones are apart, as are partner keys and integration keys,
 * and a course or resource not open to the caller is as missing as another partner's deal.
 */
const OTHER_OWNERS_ROWS: {
  procedure: string;
  row: string;
  input: () => Promise<Input>;
  callers: CallerName[];
}[] = (() => {
  const db = () => testApp.testDatabase.database.db;
  const endpointOfA = async () => (await createWebhookEndpoint(db(), { partnerId: owners.partnerA.id })).id;
  const adminsEndpoint = async () => (await createWebhookEndpoint(db())).id;
  const key = async (partnerId: string | null) =>
    (
      await storeNewApiKey(db(), {
        name: "Another owner's key",
        expiresInDays: null,
        createdByUserId: owners.admin.id,
        partnerId,
        permissions: partnerId ? [] : ["view_data"],
      })
    ).apiKey.id;
  const course = async (overrides: { audience?: "staff" | "partners"; status?: "draft" }) =>
    createCourse(db(), { lessons: 1, ...overrides });
  const courseId = (overrides: { audience?: "staff" | "partners"; status?: "draft" }) => async () => ({
    id: (await course(overrides)).course.id,
  });
  // An update names something to change, or it is refused as empty before any row is read.
  const changeFor = (name: string) => (name.startsWith("update") ? { enabled: false } : {});
  const staff: CallerName[] = ["permitted", "admin", "superAdmin"];
  const partnerSide: CallerName[] = ["partnerA", "apiKey"];
  return [
    ...["update", "rotateSecret", "sendTest", "delete"].map((name) => ({
      procedure: `webhooks.${name}`,
      row: "partner A's endpoint",
      input: async () => ({ id: await endpointOfA(), ...changeFor(name) }),
      callers: staff,
    })),
    {
      procedure: "webhooks.listDeliveries",
      row: "partner A's endpoint",
      input: async () => ({ endpointId: await endpointOfA() }),
      callers: staff,
    },
    {
      procedure: "webhooks.resendDelivery",
      row: "a delivery to partner A's endpoint",
      input: async () => ({ id: (await createWebhookDelivery(db(), await endpointOfA())).id }),
      callers: staff,
    },
    ...["updateMine", "rotateSecretMine", "sendTestMine", "deleteMine"].map((name) => ({
      procedure: `webhooks.${name}`,
      row: "the administrators' endpoint",
      input: async () => ({ id: await adminsEndpoint(), ...changeFor(name) }),
      callers: ["partnerA"] as CallerName[],
    })),
    {
      procedure: "webhooks.listDeliveriesMine",
      row: "the administrators' endpoint",
      input: async () => ({ endpointId: await adminsEndpoint() }),
      callers: ["partnerA"],
    },
    {
      procedure: "webhooks.resendDeliveryMine",
      row: "a delivery to the administrators' endpoint",
      input: async () => ({ id: (await createWebhookDelivery(db(), await adminsEndpoint())).id }),
      callers: ["partnerA"],
    },
    {
      procedure: "apiKeys.revokePartner",
      row: "an integration key",
      input: async () => ({ id: await key(null) }),
      callers: ["partnerA"],
    },
    {
      procedure: "apiKeys.revokeIntegration",
      row: "partner A's key",
      input: async () => ({ id: await key(owners.partnerA.id) }),
      callers: staff,
    },
    {
      procedure: "learning.course",
      row: "a course for staff",
      input: courseId({ audience: "staff" }),
      callers: partnerSide,
    },
    {
      procedure: "learning.course",
      row: "a course for partners",
      input: courseId({ audience: "partners" }),
      callers: ["user"],
    },
    {
      procedure: "learning.course",
      row: "a draft course",
      input: courseId({ status: "draft" }),
      callers: ["partnerA", "apiKey", "user"],
    },
    {
      procedure: "learning.enroll",
      row: "a course for staff",
      input: courseId({ audience: "staff" }),
      callers: ["partnerA"],
    },
    {
      procedure: "learning.openLesson",
      row: "a lesson of a course for staff",
      input: async () => {
        const { course: made, lessons } = await course({ audience: "staff" });
        return { courseId: made.id, lessonId: lessons[0]?.id };
      },
      callers: ["partnerA"],
    },
    {
      procedure: "resources.download",
      row: "a resource not published to partners",
      input: async () => ({
        id: (await createResource(db(), { storage: testApp.storage, isPublic: false })).id,
      }),
      callers: partnerSide,
    },
  ];
})();

describe.each(OTHER_OWNERS_ROWS.map((crossed) => [crossed.procedure, crossed.row, crossed] as const))(
  "%s with %s",
  (name, _row, crossed) => {
    it(`answers 404 to ${crossed.callers.join(", ")}`, async () => {
      const entry = all.find((candidate) => candidate.name === name);
      expect(entry, "a procedure of the router").toBeDefined();
      const answers: string[] = [];
      for (const caller of crossed.callers) {
        for (const credential of credentialsFor(entry as Entry, caller)) {
          // A key is refused on /rpc before any row is read.
          for (const transport of caller === "apiKey" ? (["rest"] as const) : (["rpc", "rest"] as const)) {
            const response = await testApp.app.request(
              request(entry as Entry, transport, await crossed.input(), credential),
            );
            answers.push(`${caller} over ${transport}: ${response.status}`);
          }
        }
      }
      expect(answers.filter((answer) => !answer.endsWith(": 404"))).toEqual([]);
    });
  },
);

const ACCESS_WORDS: Record<AccessRule["kind"], string> = {
  public: "anyone",
  "signed-in": "signed in",
  partner: "partner",
  "partner-or-permission": "partner or",
  permission: "",
  learner: "learner",
  staff: "staff",
};

function describeAccess(entry: Entry): string {
  const rule = entry.meta.access;
  if (!rule) return "none";
  const permissions = anyOfOf(rule)
    .map((permission) => `\`${permission}\``)
    .join(" or ");
  const kind = rule.kind === "partner" && rule.role ? "partner admin" : ACCESS_WORDS[rule.kind];
  const words = [kind, permissions].filter(Boolean).join(" ");
  return entry.meta.apiKeys ? `${words}; keys` : words;
}

function renderOtherOwnersRows(): string {
  const lines = [
    "| Procedure | Its input names | Answered 404 |",
    "| --- | --- | --- |",
    ...OTHER_OWNERS_ROWS.map(
      (crossed) =>
        `| \`${crossed.procedure}\` | ${crossed.row} | ${crossed.callers.map((caller) => CALLER_HEADINGS[caller]).join(", ")} |`,
    ),
  ];
  return lines.join("\n");
}

function renderMatrix(): string {
  const shown = CALLERS.filter((caller) => caller !== "apiKey");
  const columns = [...shown.slice(0, 4), "apiKey" as const, ...shown.slice(4)];
  const header = ["Procedure", "Access", ...columns.map((caller) => CALLER_HEADINGS[caller])];
  const lines = [`| ${header.join(" | ")} |`, `|${header.map(() => " --- ").join("|")}|`];
  for (const entry of all) {
    const row = observed.get(entry.name) ?? {};
    const cells = columns.map((caller) => {
      const cell = row[caller];
      if (!cell) return "–";
      // A key is always refused on /rpc (the intro says so): its column shows REST.
      const shown = Object.entries(cell).filter(
        ([transport]) => caller !== "apiKey" || transport.startsWith("rest"),
      );
      const distinct = new Set(shown.map(([, value]) => value));
      return distinct.size === 1
        ? [...distinct].join("")
        : shown.map(([transport, value]) => `${transport} ${value}`).join(", ");
    });
    lines.push(`| \`${entry.name}\` | ${describeAccess(entry)} | ${cells.join(" | ")} |`);
  }
  return lines.join("\n");
}

const INTRO = `# Access matrix

Who may call each procedure of the API, as \`src/server/rpc/access-matrix.test.ts\` finds it by calling every
procedure of the router over \`/rpc\` and over \`/api/v1\` as each kind of caller, with a valid input
(\`tests/support/access/valid-inputs.ts\`) as JSON and, for a procedure that takes files, as a multipart form with
one. The test fails when the code answers otherwise than the procedure's declared access
(\`src/server/rpc/procedures.ts\`) or than this page. Regenerate it after a change to who may call what:

    UPDATE_ACCESS_MATRIX=1 npx vitest run src/server/rpc/access-matrix.test.ts

✓ passed the access check (the answer may still refuse the input with another 4xx, such as 400, 404 or
409); 401 not signed in; 403 signed in but not allowed; 404 the input names someone else's row, answered as
if it did not exist; – not applicable. The answer is the same over both protocols unless a cell says
otherwise.

The callers:

- **Anonymous**: no session, no key.
- **Partner A**, **Partner B**: the contacts of two active partners, each its partner admin. The inputs name
  partner A's rows and A's contact's notifications and enrollments, so partner B is the one who must be told
  they do not exist.
- **A's sales rep**: a sales rep of partner A. The deals the inputs name were submitted by A's contact, so the
  rep is told they do not exist; the team's API keys and webhooks are the partner admins' alone (403).
- **Suspended partner**: the contact of a partner suspended after they signed in; suspending ends the session.
- **A's API key**: a key partner A's contact made, sent as \`Authorization: Bearer\` to \`/api/v1\` (decision
  0028). Only procedures marked "keys" take one; on \`/rpc\` every key is refused with 401.
- **Viewer**, **User**, **Manager**: staff with those roles and no permission granted.
- **One permission**: a staff member (role user) holding exactly one permission of the procedure's rule, and
  nothing else; each permission the rule names is tried.
- **Admin**, **Super admin**: they hold every permission through their role. The admin made the integration
  key the inputs name, which another staff member holding \`manage_integrations\` is told does not exist.

`;

const OTHER_OWNERS_INTRO = `## Rows of another owner

The same callers, allowed to call a procedure, are told a row that is not theirs does not exist. Besides the
cells marked 404 above:

`;

it("matches docs/access-matrix.md", () => {
  expect(observed.size, "the procedures' tests above ran first").toBe(all.length);
  const page = `${INTRO}${renderMatrix()}\n\n${OTHER_OWNERS_INTRO}${renderOtherOwnersRows()}\n`;
  if (UPDATING) writeFileSync(MATRIX_FILE, page);
  let committed = "";
  try {
    committed = readFileSync(MATRIX_FILE, "utf8");
  } catch {
    committed = "";
  }
  expect(
    committed,
    "docs/access-matrix.md no longer matches the code: regenerate it with UPDATE_ACCESS_MATRIX=1 npx vitest run src/server/rpc/access-matrix.test.ts",
  ).toBe(page);
});
