import { readdirSync } from "node:fs";
import { StandardRPCJsonSerializer } from "@orpc/client/standard";
import type { AnyProcedure } from "@orpc/server";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPartner } from "#tests/factories/partners";
import { createAdmin, createPartnerContact } from "#tests/factories/users";
import { CONTACT_PASSWORD, type Input, validInputsOf } from "#tests/support/access/valid-inputs";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { signedInAs } from "#tests/support/browser/rpc-client";
import { SAMPLE_PDF } from "#tests/support/files/sample-files";
import { router } from "../router";
import { listProcedures } from "./list-procedures";
import type { ProcedureMeta } from "./procedures";

// Each procedure's valid input, broken by generated values (wrong types, missing and extra fields, hostile text,
// numbers and dates), sent as a caller the procedure lets in: never a 5xx, a 400 names the broken field, and a
// refused call leaves every row, stored file and outbox entry as it was. `npm test` runs RUNS cases per write
// procedure; `npm run fuzz` sets FUZZ_RUNS and takes every procedure, reads included, and prints the totals.

const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? "");
const LONG = Number.isInteger(FUZZ_RUNS) && FUZZ_RUNS > 0;
const RUNS = LONG ? FUZZ_RUNS : 50;
/** A procedure subset for the long run, as dotted-name prefixes separated by commas. */
const ONLY = (process.env.FUZZ_ONLY ?? "").split(",").filter(Boolean);

const all = listProcedures(router).map(({ path, procedure }) => ({
  name: path.join("."),
  keys: path,
  procedure,
  meta: procedure["~orpc"].meta as ProcedureMeta,
  method: (procedure as AnyProcedure)["~orpc"].route.method ?? "POST",
}));
type Entry = (typeof all)[number];
const targets = all.filter(
  (entry) =>
    (LONG || entry.method !== "GET") &&
    (ONLY.length === 0 || ONLY.some((prefix) => entry.name.startsWith(prefix))),
);

type Key = string | number;
type Path = Key[];
type Breakage =
  | { kind: "replace"; path: Path; value: unknown }
  | { kind: "insert"; path: Path; text: string }
  | { kind: "delete"; path: Path }
  | { kind: "extra"; path: Path; key: string; value: unknown };

const CONTROL = ["\u0000", "\u0001", "\u0008", "\u001b", "\u007f", "\u0085", "\u2028", "\u202e", "\ufeff"];
const SURROGATES = ["\ud800", "\udbff", "\udc00", "\udfff", "a\ud83d", "\ude00b"];
const PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE partners; --",
  "1; SELECT pg_sleep(5)",
  "\\x00",
  "%' AND 1=1 --",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}<%= 7*7 %>",
  '=HYPERLINK("http://evil.example")',
  "../../../../etc/passwd",
  "%00%2e%2e%2f",
  "$where",
  '{"$gt":""}',
];
const FAR_DATES = [
  "9999-12-31",
  "0001-01-01",
  "+275760-09-13T00:00:00.000Z",
  "-271821-04-20T00:00:00.000Z",
  "+999999-01-01",
  "2026-02-30",
  "2026-13-01",
  "1969-12-31T23:59:59.999Z",
  "2026-06-01T25:61:61Z",
];
const POLLUTION_KEYS = ["__proto__", "constructor", "prototype"];

const hostileText = fc.oneof(
  fc.constant(""),
  fc.constant("   "),
  fc.integer({ min: 10_000, max: 300_000 }).map((length) => "x".repeat(length)),
  fc.constantFrom(...CONTROL, ...SURROGATES, ...PAYLOADS, ...FAR_DATES),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("NaN", "Infinity", "-1", "-0", "1e309", "0x10", "9".repeat(400), "true", "null"),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(
    -1,
    -0,
    0,
    0.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    -1e308,
    1e308,
    2 ** 31,
    2 ** 53 + 2,
    -(2 ** 63),
  ),
  fc.double(),
  fc.integer(),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }),
);
const farDate = fc.oneof(
  fc.constantFrom(new Date(8.64e15), new Date(-8.64e15), new Date(Number.NaN), new Date(0)),
  fc.date({ noInvalidDate: false }),
);
const pollution = fc.constantFrom(...POLLUTION_KEYS).map((key) => {
  const value: Record<string, unknown> = {};
  Object.defineProperty(value, key, {
    value: { polluted: true, prototype: { polluted: true } },
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return value;
});
const hostileValue = fc.oneof(
  hostileText,
  hostileNumber,
  farDate,
  // Fresh arrays and objects each time: a shared one could be broken into containing itself.
  fc.constantFrom("null", "true", "false", "[]", "{}", "[null]").map((json): unknown => JSON.parse(json)),
  fc.jsonValue({ maxDepth: 2 }),
  pollution,
);

/** The paths of the input's fields (the input itself is the empty path), and which of them hold objects. */
function pathsOf(value: unknown, path: Path = []): { path: Path; isObject: boolean; isText: boolean }[] {
  const here = {
    path,
    isObject: value !== null && typeof value === "object" && !Array.isArray(value),
    isText: typeof value === "string",
  };
  if (value === null || typeof value !== "object") return [here];
  return [here, ...Object.entries(value).flatMap(([key, child]) => pathsOf(child, [...path, key]))];
}

/** The fields the contract declares that the valid input leaves out (optional ones), one level deep. */
function declaredFields(procedure: AnyProcedure): string[] {
  const schema = procedure["~orpc"].inputSchema as { shape?: Record<string, unknown> } | undefined;
  return Object.keys(schema?.shape ?? {});
}

function breakageOf(entry: Entry, sample: unknown): fc.Arbitrary<Breakage[]> {
  const files = entry.meta.upload?.filesField;
  const paths = pathsOf(sample).filter(({ path }) => files === undefined || path[0] !== files);
  const objects = paths.filter((path) => path.isObject).map(({ path }) => path);
  const texts = paths.filter((path) => path.isText).map(({ path }) => path);
  const present = new Set(Object.keys(sample !== null && typeof sample === "object" ? sample : {}));
  const absent = declaredFields(entry.procedure)
    .filter((field) => !present.has(field) && field !== files)
    .map((field) => [field]);
  const replaceable = [...paths.map(({ path }) => path), ...absent];
  const fields = paths.map(({ path }) => path).filter((path) => path.length > 0);
  const one: fc.Arbitrary<Breakage>[] = [
    fc.record({
      kind: fc.constant("replace" as const),
      path: fc.constantFrom(...replaceable),
      value: hostileValue,
    }),
  ];
  if (texts.length > 0) {
    one.push(
      fc.record({ kind: fc.constant("insert" as const), path: fc.constantFrom(...texts), text: hostileText }),
    );
  }
  if (fields.length > 0) {
    one.push(fc.record({ kind: fc.constant("delete" as const), path: fc.constantFrom(...fields) }));
  }
  if (objects.length > 0) {
    one.push(
      fc.record({
        kind: fc.constant("extra" as const),
        path: fc.constantFrom(...objects),
        key: fc.oneof(
          fc.constantFrom(...POLLUTION_KEYS, "isAdmin", "role", "partnerId", "id", "status"),
          fc.string({ minLength: 1, maxLength: 12 }),
        ),
        value: hostileValue,
      }),
    );
  }
  return fc.array(fc.oneof(...one), { minLength: 1, maxLength: 2 });
}

/** An own property, even where the key is __proto__ (a plain assignment would set the prototype). */
function setOwn(target: Record<Key, unknown>, key: Key, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function broken(input: unknown, breakages: Breakage[]): unknown {
  let result: unknown = structuredClone(input);
  for (const breakage of breakages) {
    if (breakage.path.length === 0 && breakage.kind === "replace") {
      result = breakage.value;
      continue;
    }
    const parentPath = breakage.kind === "extra" ? breakage.path : breakage.path.slice(0, -1);
    let parent: unknown = result;
    for (const key of parentPath) {
      parent =
        parent !== null && typeof parent === "object" ? (parent as Record<Key, unknown>)[key] : undefined;
    }
    if (parent === null || typeof parent !== "object") continue;
    const target = parent as Record<Key, unknown>;
    const key = breakage.path.at(-1) as Key;
    if (breakage.kind === "replace") setOwn(target, key, breakage.value);
    else if (breakage.kind === "delete") delete target[key];
    // JSON never sends an array's named keys, so an extra key on an array (one an earlier breakage put there)
    // is no input a client can make; set anyway it broke the harness, not the server (`length` threw a
    // RangeError with seed 905785690, `constructor` broke oRPC's client serializer with seed -1428420724).
    else if (breakage.kind === "extra" && Array.isArray(target)) continue;
    else if (breakage.kind === "extra") setOwn(target, breakage.key, breakage.value);
    else {
      const original = String(target[key] ?? "");
      setOwn(target, key, original.slice(0, 1) + breakage.text + original.slice(1));
    }
  }
  return result;
}

/** What a breakage was, for a failure's message: hostile values shortened so the message stays readable. */
function describeBreakages(breakages: Breakage[]): string {
  return JSON.stringify(breakages, (_key, value: unknown) => {
    if (typeof value === "string" && value.length > 60)
      return `${value.slice(0, 20)}… (${value.length} chars)`;
    if (typeof value === "bigint") return `${value}n`;
    if (typeof value === "number" && !Number.isFinite(value)) return String(value);
    return value;
  });
}

let testApp: TestApp;
let origin: string;
let cookies: { admin: string; contact: string };
let inputs: Awaited<ReturnType<typeof validInputsOf>>;

beforeAll(async () => {
  testApp = await createTestApp({ API_KEY_REQUESTS_PER_MINUTE: "100000" });
  origin = new URL(testApp.config.publicUrl).origin;
  const db = testApp.testDatabase.database.db;
  const partner = await createPartner(db);
  const contact = await createPartnerContact(db, partner, { password: CONTACT_PASSWORD });
  const admin = await createAdmin(db);
  cookies = {
    admin: (await signedInAs(testApp, admin)).cookieHeader(),
    contact: (await signedInAs(testApp, contact)).cookieHeader(),
  };
  inputs = await validInputsOf(testApp, { partner, contact, staff: admin });
  await recordRowWrites(db);
});
afterAll(async () => {
  await testApp?.dispose();
});

/**
 * Records every row written (inserted, updated or deleted) in any table by a committed transaction as a row of
 * the test's own table: a refused call's rolled-back writes record nothing. Only appended, never locked, so the
 * background workers' transactions and the calls' never wait on one another; its newest id is one index lookup,
 * where counting each table's rows grew with every case the run had stored.
 */
async function recordRowWrites(db: TestApp["testDatabase"]["database"]["db"]) {
  // Both drivers answer a raw statement with its rows under `rows`.
  const names = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const statements = [
    "create table fuzz_row_writes (id bigserial primary key, table_name text not null)",
    `create function fuzz_record_row_write() returns trigger language plpgsql as $$
     begin
       insert into fuzz_row_writes (table_name) values (tg_table_name);
       return null;
     end $$`,
    ...names.rows
      .map((row) => row.table_name)
      // Counters of attempts: a refused call counts towards the caller's limit by design.
      .filter((name) => name !== "rate_limit")
      .map((name) => {
        // The mail and webhook workers update these rows in the background; a refused call must add or remove none.
        const writes =
          name === "email_outbox" || name === "webhook_deliveries"
            ? "insert or delete"
            : "insert or update or delete";
        return `create trigger fuzz_record_row_write after ${writes} on "${name}" for each row execute function fuzz_record_row_write()`;
      }),
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
}

/** The newest row write recorded, and the stored files. */
async function snapshot() {
  const result = (await testApp.testDatabase.database.db.execute(
    sql`select coalesce(max(id), 0)::text as last from fuzz_row_writes`,
  )) as unknown as { rows: { last: string }[] };
  return { lastRowWrite: result.rows[0]?.last ?? "0", files: storedFiles() };
}

/** The rows written since a snapshot, counted by table: empty when nothing was. */
async function rowsWrittenSince(before: Awaited<ReturnType<typeof snapshot>>) {
  const result = (await testApp.testDatabase.database.db.execute(
    sql`select table_name, count(*)::int as written from fuzz_row_writes where id > ${before.lastRowWrite}::bigint group by table_name order by table_name`,
  )) as unknown as { rows: { table_name: string; written: number }[] };
  return Object.fromEntries(result.rows.map((row) => [row.table_name, row.written]));
}

/** Holds the database and the stored files to a snapshot: no row written since, no file added or removed. */
async function expectUnchangedSince(before: Awaited<ReturnType<typeof snapshot>>, message?: string) {
  expect({ rowsWritten: await rowsWrittenSince(before), files: storedFiles() }, message).toEqual({
    rowsWritten: {},
    files: before.files,
  });
}

function storedFiles(): string[] {
  try {
    return readdirSync(testApp.config.filesDir, { recursive: true, encoding: "utf8" }).sort();
  } catch {
    return [];
  }
}

function callerOf(entry: Entry): Record<string, string> {
  const kind = entry.meta.access?.kind;
  if (kind === undefined || kind === "public") return {};
  // Staff procedures run as an admin; partner-only, learner and personal ones as the partner's contact, whose
  // notifications, enrollments and settings the valid inputs name.
  if (kind === "permission" || kind === "partner-or-permission" || kind === "staff")
    return { cookie: cookies.admin };
  return { cookie: cookies.contact };
}

const jsonSerializer = new StandardRPCJsonSerializer();

/** The RPC body: plain JSON where it can be (keeping __proto__ keys), oRPC's meta for NaN, dates and bigints. */
function rpcData(input: unknown, maps: Path[] = []): string {
  try {
    const plain = JSON.stringify(input, (_key, value: unknown) => {
      const special =
        value instanceof Date ||
        typeof value === "bigint" ||
        (typeof value === "number" && !Number.isFinite(value));
      if (special) throw new TypeError("needs oRPC's meta");
      return value;
    });
    return `{"json":${plain ?? "null"},"meta":[],"maps":${JSON.stringify(maps)}}`;
  } catch {
    const [json, meta] = jsonSerializer.serialize(input);
    return JSON.stringify({ json, meta, maps });
  }
}

/**
 * Whether the RPC body's meta (where NaN, dates and bigints are described) reaches a value through a __proto__
 * or constructor key: oRPC refuses such a body as malformed as a whole, before any field is looked at.
 */
function metaThroughPollutionKey(input: unknown): boolean {
  try {
    const [, meta] = jsonSerializer.serialize(input);
    return meta.some(([, ...path]) => path.some((key) => POLLUTION_KEYS.includes(String(key))));
  } catch {
    // An array with its own `constructor` key, which the serializer cannot copy: the body is plain JSON.
    return false;
  }
}

/** REST bodies and queries are plain JSON and text: bigints as their digits. */
const restJson = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) => (typeof item === "bigint" ? item.toString() : item)) ??
  "null";

function bracketEntries(value: unknown, prefix = ""): [string, string][] {
  if (value !== null && typeof value === "object" && !(value instanceof Date)) {
    return Object.entries(value).flatMap(([key, child]) =>
      bracketEntries(child, prefix ? `${prefix}[${key}]` : key),
    );
  }
  return [[prefix || "value", value instanceof Date ? String(value.getTime()) : String(value)]];
}

type Transport = "rpc" | "rest";

/** Percent-encoding as a careless client does it: a lone surrogate as its three (invalid) UTF-8 bytes. */
function encodeUrlPart(value: string): string {
  return Array.from(value, (char) => {
    const unit = char.charCodeAt(0);
    if (char.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(char);
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join("");
  }).join("");
}

/**
 * A value in a URL's path as a careless client writes it, String(value): "[object Object]" for an object whose
 * own toString is broken ({ toString: null }), where String itself would throw.
 */
function pathText(value: unknown): string {
  if (value === undefined) return "";
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

function request(entry: Entry, transport: Transport, input: unknown): Request {
  const headers: Record<string, string> = { origin, ...callerOf(entry) };
  const upload = entry.meta.upload;
  const many = (upload?.maxFiles ?? 1) > 1;
  const file = new File([SAMPLE_PDF], "plan.pdf", { type: "application/pdf" });
  if (transport === "rpc" && upload) {
    const object = input !== null && typeof input === "object" && !Array.isArray(input);
    const json = object ? { ...(input as Input), [upload.filesField]: many ? [{}] : {} } : input;
    const body = new FormData();
    body.set("data", rpcData(json, object ? [many ? [upload.filesField, 0] : [upload.filesField]] : []));
    if (object) body.set("0", file);
    return new Request(`${origin}/rpc/${entry.keys.join("/")}`, { method: "POST", headers, body });
  }
  if (transport === "rpc") {
    return new Request(`${origin}/rpc/${entry.keys.join("/")}`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: rpcData(input),
    });
  }
  const route = (entry.procedure as AnyProcedure)["~orpc"].route;
  const object = input !== null && typeof input === "object" && !Array.isArray(input);
  const fields: Record<string, unknown> = object ? { ...(input as Input) } : {};
  let urlPath: string = route.path ?? `/${entry.keys.join("/")}`;
  for (const [, name] of urlPath.matchAll(/\{(\w+)\}/g)) {
    const value = fields[name as string];
    urlPath = urlPath.replace(`{${name}}`, encodeUrlPart(pathText(value)));
    delete fields[name as string];
  }
  const url = `${origin}/api/v1${urlPath}`;
  const body = object ? fields : input;
  if (entry.method === "GET" || entry.method === "HEAD") {
    const query = bracketEntries(body)
      .map(([key, value]) => `${encodeUrlPart(key)}=${encodeUrlPart(value)}`)
      .join("&");
    return new Request(query ? `${url}?${query}` : url, { method: entry.method, headers });
  }
  if (upload) {
    const form = new FormData();
    delete fields[upload.filesField];
    for (const [key, value] of bracketEntries(object ? fields : { value: input })) form.append(key, value);
    form.append(many ? `${upload.filesField}[]` : upload.filesField, file);
    return new Request(url, { method: entry.method, headers, body: form });
  }
  return new Request(url, {
    method: entry.method,
    headers: { ...headers, "content-type": "application/json" },
    body: restJson(body),
  });
}

interface Refusal {
  message?: string;
  data?: { issues?: { path?: unknown[]; message?: string }[]; field?: string };
}

async function refusalOf(response: Response): Promise<Refusal> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { json?: unknown };
    return ((body.json ?? body) as Refusal) ?? {};
  } catch {
    return { message: text };
  }
}

// A value that must repeat another: breaking one is refused on the other's behalf.
const TWINS: Record<string, string> = { password: "confirmPassword", confirmPassword: "password" };

const words = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .trim();

/**
 * Whether a 400 names a field a breakage touched: a validation issue's path on it (or in it), the field a use case
 * refused (data.field), or its name in the message.
 */
function namesBrokenField(refusal: Refusal, breakages: Breakage[]): boolean {
  const broken = breakages.flatMap((breakage) => {
    const path = breakage.kind === "extra" ? [...breakage.path, breakage.key] : breakage.path;
    const last = path.at(-1);
    const twin = typeof last === "string" ? TWINS[last] : undefined;
    return twin ? [path, [...path.slice(0, -1), twin]] : [path];
  });
  const overlaps = (a: Path, b: unknown[]) =>
    a.slice(0, b.length).every((key, index) => String(key) === String(b[index])) ||
    b.slice(0, a.length).every((key, index) => String(key) === String(a[index]));
  const issues = refusal.data?.issues ?? [];
  if (issues.some((issue) => broken.some((path) => overlaps(path, issue.path ?? [])))) return true;
  const field = refusal.data?.field;
  if (field !== undefined && broken.some((path) => overlaps(path, field.split(".")))) return true;
  const message = (refusal.message ?? "").toLowerCase();
  return broken.some((path) => path.some((key) => typeof key === "string" && message.includes(words(key))));
}

const totals = { cases: 0, byStatus: new Map<number, number>(), procedures: 0 };

describe.each(targets.map((entry) => [entry.name, entry] as const))("%s", (_name, entry) => {
  it(
    `answers ${RUNS} broken inputs with a 2xx or a 4xx naming the field, changing nothing when refused`,
    async () => {
      const makeInput = inputs[entry.name] ?? (async () => ({}));
      const sample = await makeInput();
      totals.procedures += 1;
      // A valid input may itself be refused with a 400 (a setup link that is no link, a course not enrolled in):
      // that refusal is about the input, not the breakage, so it need not name the broken field.
      const ownRefusals = new Set<string>();
      for (const transport of ["rpc", "rest"] as const) {
        const response = await testApp.app.request(request(entry, transport, await makeInput()));
        if (response.status === 400) ownRefusals.add((await refusalOf(response)).message ?? "");
        else await response.body?.cancel();
      }
      await fc.assert(
        fc.asyncProperty(
          breakageOf(entry, sample),
          fc.constantFrom<Transport>("rpc", "rest"),
          async (breakages, transport) => {
            const input = broken(await makeInput(), breakages);
            const before = await snapshot();
            const response = await testApp.app.request(request(entry, transport, input));
            totals.cases += 1;
            totals.byStatus.set(response.status, (totals.byStatus.get(response.status) ?? 0) + 1);
            const what = `${transport} ${describeBreakages(breakages)}`;
            if (response.headers.get("content-type")?.includes("event-stream")) {
              await response.body?.cancel();
              expect(response.status, what).toBeLessThan(500);
              return;
            }
            const refusal = await refusalOf(response);
            expect(response.status, `${what}: ${JSON.stringify(refusal).slice(0, 300)}`).toBeLessThan(500);
            const refusedWhole = transport === "rpc" && metaThroughPollutionKey(input);
            if (response.status === 400 && !ownRefusals.has(refusal.message ?? "") && !refusedWhole) {
              expect(
                namesBrokenField(refusal, breakages),
                `${what}: ${JSON.stringify(refusal).slice(0, 500)}`,
              ).toBe(true);
            }
            if (response.status >= 400) await expectUnchangedSince(before, `${what} changed something`);
          },
        ),
        { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
      );
      expect(({} as Record<string, unknown>).polluted, "Object.prototype polluted").toBeUndefined();
    },
    RUNS * 3_000,
  );
});

const BOUNDARY = "----generated-input-boundary";

/** A body that stops partway, the way a dropped connection ends it. */
function cutShort(...chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const chunk = chunks.shift();
        if (chunk) controller.enqueue(chunk);
        else controller.error(new Error("connection reset"));
      },
    },
    { highWaterMark: 0 },
  );
}

/** Bodies no client of ours sends, each over /rpc and /api/v1: the answer is a 4xx whatever the procedure. */
function malformedRequests(entry: Entry): { what: string; request: () => Request }[] {
  const rest = new URL(request(entry, "rest", {}).url);
  const urls = { rpc: `${origin}/rpc/${entry.keys.join("/")}`, rest: `${rest.origin}${rest.pathname}` };
  const headers = { origin, ...callerOf(entry) };
  const encoder = new TextEncoder();
  const method = (transport: Transport) => (transport === "rpc" ? "POST" : entry.method);
  const oversized = `{"json":{"padding":"${"x".repeat(testApp.config.maxBodyBytes)}"}}`;
  const bodies: { what: string; type: string; body: string }[] = [
    { what: "broken JSON", type: "application/json", body: '{"json":{"id":' },
    { what: "JSON that is not an object", type: "application/json", body: '"\ud800' },
    { what: "text/plain", type: "text/plain", body: '{"json":{}}' },
    { what: "XML", type: "application/xml", body: "<json><id>1</id></json>" },
    { what: "multipart without a boundary", type: "multipart/form-data", body: "--x\r\n" },
    { what: "over the body limit", type: "application/json", body: oversized },
  ];
  const cases = (["rpc", "rest"] as const).flatMap((transport) => [
    ...bodies.map(({ what, type, body }) => ({
      what: `${transport} ${what}`,
      request: () =>
        new Request(urls[transport], {
          method: method(transport),
          headers: { ...headers, "content-type": type },
          body,
        }),
    })),
    // Cut short with its length announced, and sent in chunks of unannounced length (read by the body limit).
    ...[{ "content-length": "4096" }, {}].map((length) => ({
      what: `${transport} JSON cut short${"content-length" in length ? ", length announced" : ""}`,
      request: () =>
        new Request(urls[transport], {
          method: method(transport),
          headers: { ...headers, "content-type": "application/json", ...length },
          body: cutShort(encoder.encode('{"json":{"id":"')),
          duplex: "half",
        } as RequestInit),
    })),
  ]);
  const upload = entry.meta.upload;
  if (!upload) return cases;
  const many = (upload.maxFiles ?? 1) > 1;
  const fieldOf = { rpc: "0", rest: many ? `${upload.filesField}[]` : upload.filesField };
  return [
    ...cases,
    ...(["rpc", "rest"] as const).map((transport) => ({
      what: `${transport} multipart cut short`,
      request: () =>
        new Request(urls[transport], {
          method: method(transport),
          headers: { ...headers, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
          body: cutShort(
            encoder.encode(
              `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fieldOf[transport]}"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
            ),
            SAMPLE_PDF,
          ),
          duplex: "half",
        } as RequestInit),
    })),
  ];
}

describe("malformed bodies", () => {
  const writes = all.filter((entry) => entry.method !== "GET");
  it("are refused with a 4xx by every write procedure, change nothing, and the server keeps serving", async () => {
    const before = await snapshot();
    const answers: string[] = [];
    for (const entry of writes) {
      for (const { what, request: make } of malformedRequests(entry)) {
        const response = await testApp.app.request(make());
        await response.body?.cancel();
        if (response.status < 400 || response.status >= 500)
          answers.push(`${entry.name} ${what}: ${response.status}`);
      }
    }
    expect(answers, "answered other than 4xx").toEqual([]);
    await expectUnchangedSince(before);
    for (const entry of writes.filter((write) => write.meta.upload)) {
      for (const transport of ["rpc", "rest"] as const) {
        const response = await testApp.app.request(request(entry, transport, await inputs[entry.name]?.()));
        // After a long run the generated cases may have used up the caller's hourly uploads: still an answer.
        expect([200, 201, 429], `${entry.name} over ${transport} afterwards`).toContain(response.status);
        await response.body?.cancel();
      }
    }
    const health = await testApp.app.request(`${origin}/rpc/system/info`, {
      method: "POST",
      headers: { origin, "content-type": "application/json" },
      body: '{"json":null}',
    });
    expect(health.status).toBe(200);
  }, 120_000);
});

/** The valid input's address fields (the ids a REST route carries in its path), and nothing else. */
function addressOnly(entry: Entry, input: unknown): Input {
  const route = (entry.procedure as AnyProcedure)["~orpc"].route;
  const names = [...(route.path ?? "").matchAll(/\{(\w+)\}/g)].map(([, name]) => name as string);
  const fields = (input ?? {}) as Input;
  return Object.fromEntries(names.filter((name) => name in fields).map((name) => [name, fields[name]]));
}

describe("bodies with nothing to change", () => {
  const writes = all.filter((entry) => entry.method !== "GET" && !entry.meta.upload);
  it("are answered by every write procedure with a 2xx, or a 4xx that says why and changes nothing", async () => {
    const answers: string[] = [];
    for (const entry of writes) {
      const address = addressOnly(entry, await inputs[entry.name]?.());
      for (const body of [address, { ...address, unknown: 1 }]) {
        for (const transport of ["rpc", "rest"] as const) {
          const before = await snapshot();
          const response = await testApp.app.request(request(entry, transport, body));
          const what = `${entry.name} ${transport} ${JSON.stringify(body)}`;
          if (response.headers.get("content-type")?.includes("event-stream")) {
            await response.body?.cancel();
            continue;
          }
          const refusal = await refusalOf(response);
          if (response.status >= 500) answers.push(`${what}: ${response.status} ${refusal.message}`);
          if (response.status >= 400) {
            if (!refusal.message) answers.push(`${what}: ${response.status} without a message`);
            await expectUnchangedSince(before, `${what} changed something`);
          }
        }
      }
    }
    expect(answers).toEqual([]);
  }, 120_000);
});

afterAll(() => {
  if (!LONG) return;
  const statuses = [...totals.byStatus.entries()].sort(([a], [b]) => a - b);
  const fivexx = statuses.filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
  console.log(
    [
      `Generated bad input: ${totals.cases} cases over ${totals.procedures} procedures (${RUNS} each)`,
      ...statuses.map(([status, count]) => `  ${status}: ${count}`),
      `  5xx: ${fivexx}`,
    ].join("\n"),
  );
});
