import type { OpenAPI } from "@orpc/openapi";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { Hono } from "hono";
import { router } from "#server/router";
import { generateOpenApiDocument } from "#server/rpc/openapi-document";
import { procedureOfRequest } from "#server/rpc/procedure-of-request";

/**
 * Holds every answer a test receives over /api/v1 to the OpenAPI document (decision 0031): its status must be
 * one its operation declares, its type one that status declares, and a JSON body must match that status's
 * schema. The document is checked against what the server does, so a status or a body shape cannot ship
 * undocumented: a test that receives one fails with what is missing.
 */

const REST_PREFIX = "/api/v1/";
// Served beside the operations: the document itself, not one of its operations.
const DOCUMENT_PATH = "/api/v1/openapi.json";
const DOCUMENT_ID = "openapi.json";
/**
 * What an address without an operation can answer: 404, or first a refusal of the guards every address passes
 * (app.ts: the address's length, the body's size or its being cut short, the origin and the body's type).
 */
const BEFORE_ANY_OPERATION = new Set(["404", "431", "413", "400", "403", "415"]);

interface DeclaredOperation {
  method: string;
  path: string;
  responses: Record<string, OpenAPI.ResponseObject>;
}

interface Document {
  operations: Map<string, DeclaredOperation>;
  validate(pointer: string, body: unknown): string | undefined;
}

let loaded: Promise<Document> | undefined;

async function loadDocument(): Promise<Document> {
  const document = await generateOpenApiDocument(router, "test");
  const operations = new Map<string, DeclaredOperation>();
  for (const [path, item] of Object.entries(document.paths ?? {}))
    for (const [method, operation] of Object.entries(item ?? {}))
      if (operation && typeof operation === "object" && "operationId" in operation)
        operations.set(String(operation.operationId), {
          method,
          path,
          responses: (operation as OpenAPI.OperationObject).responses as Record<
            string,
            OpenAPI.ResponseObject
          >,
        });
  // OpenAPI 3.1's schemas are JSON Schema 2020-12; its own keywords (example, x-native-type) are annotations.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document, DOCUMENT_ID);
  return {
    operations,
    validate(pointer, body) {
      const validator = ajv.getSchema(`${DOCUMENT_ID}#${pointer}`);
      if (!validator) return `no schema at ${pointer}`;
      if (validator(body)) return undefined;
      return ajv.errorsText(validator.errors, { dataVar: "body" });
    },
  };
}

const pointerPart = (part: string) => part.replaceAll("~", "~0").replaceAll("/", "~1");

/** The declared media type an answer's Content-Type falls under: itself, its `type/*` or `*\/*`. */
function declaredMediaType(content: Record<string, unknown>, contentType: string): string | undefined {
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  return [type, `${type.split("/")[0]}/*`, "*/*"].find((candidate) => candidate in content);
}

/** Why an answer is not the one the document declares; undefined when it is. */
export async function undeclaredAnswer(request: Request, response: Response): Promise<string | undefined> {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith(REST_PREFIX) || pathname === DOCUMENT_PATH) return undefined;
  loaded ??= loadDocument();
  const document = await loaded;
  const called = await procedureOfRequest(request.method, request.url);
  const operation = called && document.operations.get(called.procedure);
  const status = String(response.status);
  const contentType = response.headers.get("content-type") ?? "";
  const hasBody = request.method !== "HEAD" && response.body !== null && response.status !== 204;
  const readBody = async () => {
    const copy = response.clone();
    const encoding = copy.headers.get("content-encoding") as CompressionFormat | null;
    const text = await (encoding && copy.body
      ? new Response(copy.body.pipeThrough(new DecompressionStream(encoding))).text()
      : copy.text());
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  };

  if (!operation) {
    // No operation at this address: the answer for an unknown address, or a guard's that ran before it.
    if (!BEFORE_ANY_OPERATION.has(status)) return `${status} at an address the document has no operation for`;
    if (!hasBody) return undefined;
    const problem = document.validate("/components/schemas/Error", await readBody());
    return problem && `${status} at an address the document has no operation for: ${problem}`;
  }
  const name = `${operation.method.toUpperCase()} ${operation.path} (${called?.procedure})`;
  const declared = operation.responses[status];
  if (!declared)
    return `${name} answered ${status}, which it does not declare (it declares ${Object.keys(operation.responses).join(", ")})`;
  const content = declared.content ?? {};
  if (!hasBody) return undefined;
  const mediaType = declaredMediaType(content, contentType);
  if (!mediaType)
    return `${name} answered ${status} as ${contentType || "no type"}, which it declares only as ${Object.keys(content).join(", ") || "no body"}`;
  if (!mediaType.includes("json")) return undefined;
  const pointer = [
    "paths",
    operation.path,
    operation.method,
    "responses",
    status,
    "content",
    mediaType,
    "schema",
  ]
    .map(pointerPart)
    .join("/");
  const body = await readBody();
  const problem = document.validate(`/${pointer}`, body);
  return (
    problem &&
    `${name} answered ${status} with a body its schema refuses: ${problem}\n${JSON.stringify(body).slice(0, 2000)}`
  );
}

/** Makes every /api/v1 answer of `app` fail the request that received it when the document does not declare it. */
export function holdToTheDocument(app: Pick<Hono, "fetch">): void {
  const fetch = app.fetch;
  app.fetch = async (request, ...rest) => {
    const response = await fetch(request, ...rest);
    const problem = await undeclaredAnswer(request, response);
    if (problem)
      throw new Error(
        `Undeclared answer: ${request.method} ${new URL(request.url).pathname}: ${problem}. Declare it in the OpenAPI document (src/server/rpc/openapi-document.ts, decision 0031).`,
      );
    return response;
  };
}
