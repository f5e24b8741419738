import type { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { holdToTheDocument, undeclaredAnswer } from "#tests/support/documents/documented-answers";

// The check every test app runs on its /api/v1 answers (decision 0031, docs/conventions.md#tests).

const api = (path: string, init?: RequestInit) => new Request(`http://localhost/api/v1${path}`, init);
const error = (status: number, code: string) =>
  Response.json({ defined: false, code, status, message: "Refused." }, { status });
const info = {
  name: "Partner Portal",
  version: "1.0.0",
  apiVersion: "v1",
  serverTime: new Date().toISOString(),
};

describe("an answer held to the OpenAPI document", () => {
  it("passes when its operation declares its status and its body matches the status's schema", async () => {
    expect(await undeclaredAnswer(api("/deals"), error(401, "UNAUTHORIZED"))).toBeUndefined();
    expect(await undeclaredAnswer(api("/deals", { method: "HEAD" }), new Response(null))).toBeUndefined();
    expect(await undeclaredAnswer(api("/nowhere"), error(404, "NOT_FOUND"))).toBeUndefined();
    // The guards answer before any operation is found.
    expect(
      await undeclaredAnswer(api("/deals//status"), error(415, "UNSUPPORTED_MEDIA_TYPE")),
    ).toBeUndefined();
  });

  it("fails on a status its operation does not declare", async () => {
    expect(await undeclaredAnswer(api("/deals"), error(418, "TEAPOT"))).toMatch(
      /GET \/deals \(deals\.list\) answered 418, which it does not declare/,
    );
    expect(await undeclaredAnswer(api("/nowhere"), error(409, "CONFLICT"))).toMatch(
      /409 at an address the document has no operation for/,
    );
  });

  it("fails on a body its status's schema refuses, or a type the status does not declare", async () => {
    expect(
      await undeclaredAnswer(api("/deals"), Response.json({ code: "UNAUTHORIZED" }, { status: 401 })),
    ).toMatch(/answered 401 with a body its schema refuses: body must have required property 'defined'/);
    expect(await undeclaredAnswer(api("/deals"), new Response("Refused.", { status: 401 }))).toMatch(
      /answered 401 as text\/plain;charset=UTF-8, which it declares only as application\/json/,
    );
    expect(
      await undeclaredAnswer(api("/nowhere"), Response.json({ error: "Not found" }, { status: 404 })),
    ).toMatch(/must have required property/);
  });

  it("leaves what is not an operation's answer alone: other paths and the document itself", async () => {
    expect(await undeclaredAnswer(api("/openapi.json"), Response.json({ openapi: "3.1.1" }))).toBeUndefined();
    const page = new Request("http://localhost/deals");
    expect(await undeclaredAnswer(page, new Response("<html></html>", { status: 418 }))).toBeUndefined();
  });

  it("makes the request that received an undeclared answer fail, naming what to declare", async () => {
    const app: Pick<Hono, "fetch"> = { fetch: async () => error(418, "TEAPOT") };
    holdToTheDocument(app);
    await expect(app.fetch(api("/deals"))).rejects.toThrow(
      /Undeclared answer: GET \/api\/v1\/deals: .* Declare it in the OpenAPI document/,
    );
  });

  it("reads a compressed JSON body as the client would", async () => {
    const gzipped = new Response(
      new Blob([JSON.stringify(info)]).stream().pipeThrough(new CompressionStream("gzip")),
      { headers: { "content-type": "application/json", "content-encoding": "gzip" } },
    );
    expect(await undeclaredAnswer(api("/system/info"), gzipped)).toBeUndefined();
  });
});
