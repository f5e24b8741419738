import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createUser } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { signedInAs } from "#tests/support/browser/rpc-client";
import { router } from "../router";
import { fileResponse } from "./file-response";
import { listProcedures } from "./list-procedures";
import { generateOpenApiDocument } from "./openapi-document";
import type { ProcedureMeta } from "./procedures";

// docs/product/api-and-integrations.md#the-openapi-document, decision 0031.

type Operation = {
  operationId: string;
  security: Record<string, string[]>[];
  parameters?: { $ref?: string; in?: string }[];
  responses: Record<
    string,
    { headers?: Record<string, unknown>; content?: Record<string, { schema: unknown }> }
  >;
  tags: string[];
};

const document = await generateOpenApiDocument(router, "1.0.0");
const operations = new Map<string, Operation & { method: string }>();
for (const item of Object.values(document.paths ?? {}))
  for (const [method, operation] of Object.entries(item ?? {}))
    if (typeof operation === "object" && operation && "operationId" in operation)
      operations.set(String(operation.operationId), { ...(operation as Operation), method });

describe("the OpenAPI document", () => {
  it("passes redocly lint with the recommended rules: no error, no warning", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "openapi-lint-"));
    try {
      const file = path.join(dir, "openapi.json");
      writeFileSync(file, JSON.stringify(document));
      const lint = await promisify(execFile)(
        path.resolve("node_modules/.bin/redocly"),
        ["lint", file, "--config", path.resolve("redocly.yaml"), "--format", "json"],
        { env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" } },
      ).catch((failed: { stdout: string }) => failed);
      const report = JSON.parse(lint.stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
      };
      const problems = report.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
      expect(problems).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(listProcedures(router).map(({ path, procedure }) => [path.join("."), procedure] as const))(
    "describes %s from its procedure's metadata",
    (operationId, procedure) => {
      const meta = procedure["~orpc"].meta as ProcedureMeta;
      const operation = operations.get(operationId);
      expect(operation).toBeDefined();
      const {
        security,
        responses,
        parameters = [],
        method,
        tags,
      } = operation as Operation & { method: string };

      const isPublic = meta.access?.kind === "public";
      const schemes = security.flatMap((requirement) => Object.keys(requirement));
      expect(schemes).toEqual(isPublic ? [] : meta.apiKeys ? ["sessionCookie", "apiKey"] : ["sessionCookie"]);

      const statuses = Object.keys(responses);
      expect(statuses).toEqual(expect.arrayContaining(["429", "431", "500"]));
      expect(statuses).toEqual(expect.arrayContaining(Object.keys(meta.refusals ?? {})));
      expect(responses["429"]?.headers).toHaveProperty("Retry-After");
      if (!isPublic) expect(statuses).toEqual(expect.arrayContaining(["401", "403"]));
      if (method !== "get") expect(statuses).toEqual(expect.arrayContaining(["403", "413", "415"]));
      // A key is refused every operation that does not allow keys, public ones included.
      if (!meta.apiKeys) expect(statuses).toContain("403");
      if (procedure["~orpc"].outputSchema === fileResponse)
        expect(Object.keys(responses["200"]?.content ?? {})).toEqual(["*/*"]);
      if (procedure["~orpc"].inputSchema) expect(statuses).toContain("400");
      const idempotencyKey = parameters.some((p) => p.$ref === "#/components/parameters/IdempotencyKey");
      expect(idempotencyKey).toBe(method !== "get");
      if (method !== "get") {
        expect(statuses).toEqual(expect.arrayContaining(["400", "409", "422"]));
        expect(responses["409"]?.headers).toHaveProperty("Retry-After");
      }
      for (const status of statuses.filter((s) => Number(s) >= 400))
        expect(responses[status]?.content?.["application/json"]?.schema).toEqual({
          $ref: "#/components/schemas/Error",
        });

      const feature = document.tags?.find((tag) => tag.name === tags[0]);
      expect(tags).toHaveLength(1);
      expect(feature?.description).toBeTruthy();
    },
  );

  it("has a tag for each feature router, each used", () => {
    const tagsOf = (procedures: (typeof router)[keyof typeof router]) =>
      new Set(
        listProcedures(procedures).map(({ procedure }) => (procedure["~orpc"].meta as ProcedureMeta).tag),
      );
    const untagged = Object.entries(router).filter(([, procedures]) => {
      const [tag, ...others] = tagsOf(procedures);
      return !tag || others.length > 0;
    });
    expect(untagged.map(([feature]) => feature)).toEqual([]);
    const used = new Set([...operations.values()].flatMap((operation) => operation.tags));
    expect(document.tags?.map((tag) => tag.name)).toHaveLength(Object.keys(router).length);
    expect([...used].sort()).toEqual(document.tags?.map((tag) => tag.name).sort());
  });
});

describe("what the API answers", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.dispose();
  });

  const errorSchema = () =>
    z.fromJSONSchema(document.components?.schemas?.Error as Parameters<typeof z.fromJSONSchema>[0]);
  const call = (url: string, init: RequestInit = {}) =>
    testApp.app.request(`http://localhost/api/v1${url}`, init);

  it("is the Error schema for each refusal, with the field for invalid input", async () => {
    const invalid = await call("/partner-auth/sign-in", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "not an address" }),
    });
    expect(invalid.status).toBe(400);
    const body = await invalid.json();
    expect(errorSchema().safeParse(body).error).toBeUndefined();
    expect(body.data.issues.map((issue: { path: string[] }) => issue.path.join("."))).toContain("email");

    const anonymous = await call("/deals");
    expect(anonymous.status).toBe(401);
    expect(errorSchema().safeParse(await anonymous.json()).error).toBeUndefined();

    const viewer = await signedInAs(testApp, await createUser(testApp.testDatabase.database.db));
    const forbidden = await call("/users", { headers: { cookie: viewer.cookieHeader() } });
    expect(forbidden.status).toBe(403);
    expect(errorSchema().safeParse(await forbidden.json()).error).toBeUndefined();
  });

  it("takes the session in the cookie the document names", async () => {
    const scheme = document.components?.securitySchemes?.sessionCookie as { name: string; in: string };
    const person = await signedInAs(testApp, await createUser(testApp.testDatabase.database.db));
    const cookie = person
      .cookieHeader()
      .split("; ")
      .find((pair) => pair.startsWith(`${scheme.name}=`));
    expect(cookie).toBeDefined();
    const profile = await call("/me/profile", { headers: { cookie: cookie as string } });
    expect(profile.status).toBe(200);
  });
});
