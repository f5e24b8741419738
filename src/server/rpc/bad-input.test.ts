import type { AnyProcedure } from "@orpc/server";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationForm } from "#tests/factories/application-form";
import { createPartner } from "#tests/factories/partners";
import { createPartnerContact, createSuperAdmin } from "#tests/factories/users";
import { CONTACT_PASSWORD, type Input, validInputsOf } from "#tests/support/access/valid-inputs";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { signedInAs } from "#tests/support/browser/rpc-client";
import { onePagePdf } from "#tests/support/files/one-page-pdf";
import { SAMPLE_PDF, sampleFile } from "#tests/support/files/sample-files";
import { partnerApplications } from "../db/schema";
import { router } from "../router";
import { listProcedures } from "./list-procedures";

// Whatever a caller sends, the answer is a 2xx or a 4xx: never a 5xx.
function procedureAt(path: string[]): AnyProcedure {
  let node: unknown = router;
  for (const key of path) node = (node as Record<string, unknown>)[key];
  return node as AnyProcedure;
}

let testApp: TestApp;
let onePage: Uint8Array<ArrayBuffer>;
let adminCookie: string;
/** A valid input per procedure that takes one, so that the one hostile value is what the server meets. */
let VALID_INPUTS: Awaited<ReturnType<typeof validInputsOf>>;

beforeAll(async () => {
  onePage = await onePagePdf("Partner Programme Agreement");
  testApp = await createTestApp();
  const db = testApp.testDatabase.database.db;
  const admin = await createSuperAdmin(db);
  adminCookie = (await signedInAs(testApp, admin)).cookieHeader();
  // The partner whose e-mail the generated sign-ins use: an active partner with a password.
  const partner = await createPartner(db, { contactEmail: "partner@acme.example" });
  const contact = await createPartnerContact(db, partner, { password: CONTACT_PASSWORD });
  VALID_INPUTS = await validInputsOf(testApp, { partner, contact, staff: admin });
});
afterAll(async () => {
  await testApp.dispose();
});

/**
 * Text PostgreSQL cannot store (U+0000, unpaired high and low surrogates) and its neighbours that it can
 * (U+FFFF, a 100,000-character string).
 */
const HOSTILE_TEXT = {
  "U+0000": "\u0000",
  "U+D800 (lone high surrogate)": "\uD800",
  "U+DC00 (lone low surrogate)": "\uDC00",
  "U+FFFF": "\uFFFF",
  "100,000 characters": "x".repeat(100_000),
} as const;
const UNSTORABLE = new Set<string>(["\u0000", "\uD800", "\uDC00"]);

const hostileString = fc.oneof(
  fc.string(),
  fc
    .tuple(
      fc.string({ maxLength: 5 }),
      fc.constantFrom(...Object.values(HOSTILE_TEXT)),
      fc.string({ maxLength: 5 }),
    )
    .map(([before, hostile, after]) => before + hostile + after),
);

const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record(
    {
      email: fc.oneof(hostileString, fc.emailAddress(), fc.constant("partner@acme.example")),
      password: hostileString,
      token: hostileString,
      id: fc.oneof(fc.uuid(), hostileString),
      page: fc.oneof(fc.integer(), hostileString),
      pageSize: fc.oneof(fc.integer(), fc.constant(20)),
      status: hostileString,
      decision: fc.oneof(fc.constantFrom("approve", "reject"), hostileString),
      notes: hostileString,
      index: fc.integer(),
    },
    { requiredKeys: [] },
  ),
);

describe.each(listProcedures(router).map(({ path }) => [path.join("."), path] as const))(
  "%s",
  (_name, path) => {
    it("answers generated input with 2xx or 4xx, signed in or not", async () => {
      await fc.assert(
        fc.asyncProperty(jsonValue, fc.boolean(), async (input, signedIn) => {
          const headers: Record<string, string> = {
            "content-type": "application/json",
            origin: "http://localhost:3000",
          };
          if (signedIn) headers.cookie = adminCookie;
          const response = await testApp.app.request(`http://localhost/rpc/${path.join("/")}`, {
            method: "POST",
            headers,
            body: JSON.stringify({ json: input }),
          });
          expect(response.status, JSON.stringify(input)).toBeLessThan(500);
        }),
        { numRuns: 25 },
      );
    });
  },
);

/** Every text or number in the input, as a path; the empty path is the input as a whole. */
function leafPaths(value: unknown, path: string[] = []): string[][] {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    return [path, ...Object.entries(value).flatMap(([key, child]) => leafPaths(child, [...path, key]))];
  }
  return typeof value === "string" || typeof value === "number" ? [path] : [];
}

// A value that must repeat another gets the same text, or the refusal would be about the mismatch.
const TWINS: Record<string, string> = { password: "confirmPassword", confirmPassword: "password" };

/** The input with the hostile text put into the value at `path` (after its first character). */
function withHostile(input: Input, path: string[], hostile: string): unknown {
  if (path.length === 0) return hostile;
  const copy = structuredClone(input);
  let parent: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const key = path.at(-1) as string;
  const twin = TWINS[key];
  for (const target of twin && twin in parent ? [key, twin] : [key]) {
    const original = String(parent[target]);
    parent[target] = original.slice(0, 1) + hostile + original.slice(1);
  }
  return copy;
}

/** Percent-encoding as a careless client does it: an unpaired surrogate as its three (invalid) UTF-8 bytes. */
function encodeUrlPart(value: string): string {
  let encoded = "";
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    const next = value.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      encoded += encodeURIComponent(value.slice(i, i + 2));
      i += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join("");
    } else {
      encoded += encodeURIComponent(value[i] as string);
    }
  }
  return encoded;
}

/** Form fields in the bracket notation of the REST API: application[companyName], documents[]. */
function bracketEntries(value: unknown, prefix: string): [string, string][] {
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) =>
      bracketEntries(child, prefix ? `${prefix}[${key}]` : key),
    );
  }
  return [[prefix, String(value)]];
}

/** The procedures that take files: the input field, whether it holds a list, and one valid file for it. */
const UPLOADS: Record<string, { field: string; many: boolean; pages?: true }> = {
  "applications.submit": { field: "documents", many: true },
  "resources.upload": { field: "file", many: false },
  // An agreement's PDF is opened: it must have a page.
  "agreements.publishPdf": { field: "document", many: false, pages: true },
};

const uploadFor = (path: string[]) => {
  const upload = UPLOADS[path.join(".")];
  const bytes = upload?.pages ? onePage : SAMPLE_PDF;
  return upload ? { ...upload, files: [sampleFile(bytes, "plan.pdf", "application/pdf")] } : undefined;
};

type Transport = "rpc json" | "rpc multipart" | "rest json" | "rest multipart";
const TRANSPORTS: Transport[] = ["rpc json", "rpc multipart", "rest json", "rest multipart"];

function buildRequest(transport: Transport, path: string[], input: unknown): Request | undefined {
  const headers: Record<string, string> = { origin: "http://localhost:3000", cookie: adminCookie };
  const upload = uploadFor(path);
  const files = upload?.files ?? [];
  if (transport === "rpc json") {
    return new Request(`http://localhost/rpc/${path.join("/")}`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ json: input }),
    });
  }
  if (transport === "rpc multipart") {
    const json =
      upload && typeof input === "object" && input !== null
        ? { ...input, [upload.field]: upload.many ? files.map(() => ({})) : {} }
        : input;
    const maps = upload
      ? files.map((_, index) => (upload.many ? [upload.field, index] : [upload.field]))
      : [];
    const body = new FormData();
    body.set("data", JSON.stringify({ json, meta: [], maps }));
    files.forEach((file, index) => {
      body.set(String(index), file);
    });
    return new Request(`http://localhost/rpc/${path.join("/")}`, { method: "POST", headers, body });
  }

  const route = procedureAt(path)["~orpc"].route;
  const method = route.method ?? "POST";
  const fields = { ...(typeof input === "object" && input !== null ? (input as Input) : {}) };
  if (upload) delete fields[upload.field];
  let urlPath: string = route.path ?? `/${path.join("/")}`;
  for (const [, name] of urlPath.matchAll(/\{(\w+)\}/g)) {
    urlPath = urlPath.replace(`{${name}}`, encodeUrlPart(String(fields[name as string] ?? "")));
    delete fields[name as string];
  }
  const url = `http://localhost/api/v1${urlPath}`;
  if (method === "GET") {
    if (transport === "rest multipart") return undefined;
    const query = bracketEntries(typeof input === "string" ? { value: input } : fields, "")
      .map(([key, value]) => `${encodeUrlPart(key)}=${encodeUrlPart(value)}`)
      .join("&");
    return new Request(query ? `${url}?${query}` : url, { method, headers });
  }
  if (transport === "rest json") {
    return new Request(url, {
      method,
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify(typeof input === "string" ? input : fields),
    });
  }
  const body = new FormData();
  for (const [key, value] of bracketEntries(typeof input === "string" ? { value: input } : fields, "")) {
    body.append(key, value);
  }
  for (const file of files) body.append(upload?.many ? `${upload.field}[]` : (upload?.field ?? ""), file);
  return new Request(url, { method, headers, body });
}

/** The fields a validation refusal names: the last segment of each issue's path. */
async function refusedFields(response: Response): Promise<string[]> {
  const body = (await response.json()) as { json?: unknown };
  const error = (body.json ?? body) as { data?: { issues?: { path?: unknown[] }[] } };
  return (error.data?.issues ?? []).map((issue) => String(issue.path?.at(-1) ?? ""));
}

describe.each(listProcedures(router).map(({ path }) => [path.join("."), path] as const))(
  "%s with hostile text in each field",
  (name, path) => {
    it.each(Object.entries(HOSTILE_TEXT))(
      "%s: never a 5xx; unstorable text is refused naming the field",
      async (_label, hostile) => {
        const makeInput = VALID_INPUTS[name];
        const paths = makeInput ? leafPaths(await makeInput()) : [[]];
        for (const field of paths) {
          for (const transport of TRANSPORTS) {
            const input = withHostile((await makeInput?.()) ?? {}, field, hostile);
            const request = buildRequest(transport, path, input);
            if (!request) continue;
            const response = await testApp.app.request(request);
            const what = `${transport} ${field.join(".") || "(whole input)"}`;
            expect(response.status, what).toBeLessThan(500);
            if (response.status === 400 && UNSTORABLE.has(hostile) && field.length > 0) {
              const named = await refusedFields(response);
              if (named.length > 0) expect(named, what).toContain(field.at(-1));
            }
          }
        }
      },
    );
  },
);

const BOUNDARY = "----hostile-boundary";

/** A multipart body written byte by byte, so a part's header can say what FormData would never send. */
function rawMultipart(
  parts: { disposition: string; type?: string; value: string | Uint8Array }[],
): Uint8Array<ArrayBuffer> {
  const chunks = parts.flatMap((part) => [
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; ${part.disposition}\r\n`),
    Buffer.from(part.type ? `Content-Type: ${part.type}\r\n\r\n` : "\r\n"),
    typeof part.value === "string" ? Buffer.from(part.value) : part.value,
    Buffer.from("\r\n"),
  ]);
  return new Uint8Array(Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]));
}

const utf16Percent = (units: number[]) =>
  units
    .map(
      (unit) =>
        `%${(unit & 0xff).toString(16).padStart(2, "0")}%${(unit >> 8).toString(16).padStart(2, "0")}`,
    )
    .join("");

// A file's name is not something its sender typed into our form: characters the database cannot keep are
// dropped from it (the file is still accepted), whichever way the name was encoded.
describe("uploaded file names with hostile text", () => {
  const NAMES = {
    "U+0000, percent-encoded": `filename*=utf-8''plan%00.pdf`,
    "U+0000, raw": `filename="plan\u0000.pdf"`,
    "U+D800 in UTF-16": `filename*=utf-16le''${utf16Percent([0x70, 0x6c, 0xd800, 0x2e, 0x70, 0x64, 0x66])}`,
    "U+DC00 in UTF-16": `filename*=utf-16le''${utf16Percent([0x70, 0x6c, 0xdc00, 0x2e, 0x70, 0x64, 0x66])}`,
    "U+FFFF": `filename*=utf-8''plan%EF%BF%BF.pdf`,
  };
  it.each(
    Object.entries(NAMES).flatMap(([label, filename]) =>
      (["rest", "rpc"] as const).map((protocol) => [label, protocol, filename] as const),
    ),
  )(
    "%s over %s: accepted or refused, never a 5xx, and nothing unstorable is stored",
    async (_label, protocol, filename) => {
      const application = applicationForm();
      const file = { disposition: "", type: "application/pdf", value: SAMPLE_PDF };
      const parts =
        protocol === "rest"
          ? [
              ...bracketEntries({ application }, "").map(([name, value]) => ({
                disposition: `name="${name}"`,
                value,
              })),
              { ...file, disposition: `name="documents[]"; ${filename}` },
            ]
          : [
              {
                disposition: 'name="data"',
                value: JSON.stringify({
                  json: { application, documents: [{}] },
                  meta: [],
                  maps: [["documents", 0]],
                }),
              },
              { ...file, disposition: `name="0"; ${filename}` },
            ];
      const response = await testApp.app.request(
        `http://localhost${protocol === "rest" ? "/api/v1/applications" : "/rpc/applications/submit"}`,
        {
          method: "POST",
          headers: {
            origin: "http://localhost:3000",
            "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
          },
          body: rawMultipart(parts),
        },
      );
      expect(response.status).toBeLessThan(500);
      if (response.status >= 300) return;
      const body = (await response.json()) as { applicationId?: string; json?: { applicationId: string } };
      const applicationId = body.applicationId ?? body.json?.applicationId;
      const [stored] = await testApp.testDatabase.database.db
        .select({ documents: partnerApplications.documents })
        .from(partnerApplications)
        .where(eq(partnerApplications.id, applicationId as string));
      const name = stored?.documents[0]?.name ?? "";
      expect(name).toMatch(/^pl/);
      expect(name).not.toContain("\u0000");
      expect(Buffer.from(name).toString(), "well-formed UTF-16").toBe(name);
    },
  );
});

describe("malformed requests", () => {
  it.each([
    ["/rpc/partnerAuth/signIn", "{"],
    ["/rpc/partnerAuth/signIn", "null"],
    ["/api/v1/partner-auth/sign-in", "[1,2"],
    ["/api/v1/applications/status", '{"email":{"$gt":""}}'],
  ])("%s with %s answers 400", async (path, body) => {
    const response = await testApp.app.request(`http://localhost${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body,
    });
    expect(response.status).toBe(400);
  });
});
