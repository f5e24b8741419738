import { type OpenAPI, OpenAPIGenerator } from "@orpc/openapi";
import type { AnyProcedure } from "@orpc/server";
import { ZodToJsonSchemaConverter } from "@orpc/zod/zod4";
import { z } from "zod";
import { UPLOAD_CHECK_HEADER } from "#shared/upload-check";
import { COOKIE_PREFIX } from "../auth/auth";
import { MAX_ADDRESS_LENGTH } from "../platform/http/request-guards";
import type { AppRouter } from "../router";
import { RETRY_AFTER_SECONDS } from "./error-response";
import { fileResponse } from "./file-response";
import { inputExamplesOf } from "./input-examples";
import { listProcedures } from "./list-procedures";
import { OPERATION_EXAMPLES } from "./openapi-examples";
import type { ApiTag, ProcedureMeta } from "./procedures";

/**
 * The OpenAPI 3.1 document of the REST API (docs/product/api-and-integrations.md, decision 0031). oRPC writes
 * the paths and schemas from each procedure's route, input and output; what it cannot know is added here from
 * each procedure's metadata, so every procedure, a new one included, is described the same way: who may call
 * it (security), the refusals it can answer, the Idempotency-Key of writes, its feature's tag (each feature router
 * declares its own: rpc/feature-router.ts).
 */

const SESSION_COOKIE = "sessionCookie";
const API_KEY = "apiKey";
const ERROR_SCHEMA = { $ref: "#/components/schemas/Error" };
const RETRY_AFTER = { $ref: "#/components/headers/RetryAfter" };
const IDEMPOTENCY_KEY = { $ref: "#/components/parameters/IdempotencyKey" };
const IDEMPOTENT_REPLAYED = { $ref: "#/components/headers/IdempotentReplayed" };
/** An upload asked first, without its body, whether it would be let in (decision 0044). */
const UPLOAD_CHECK: OpenAPI.ParameterObject = {
  name: UPLOAD_CHECK_HEADER,
  in: "header",
  required: false,
  description:
    "Any value: asks only whether the upload would be let in, with no body. The answer is 204, or the refusal the upload would get (401, 403, 429); nothing runs and no upload is counted. Send the files after a 204.",
  schema: { type: "string" },
};

const components = {
  securitySchemes: {
    [SESSION_COOKIE]: {
      type: "apiKey",
      in: "cookie",
      name: `${COOKIE_PREFIX}.session_token`,
      description: `The session of a person signed in to the portal, set by signing in; over HTTPS the cookie is \`__Secure-${COOKIE_PREFIX}.session_token\`. A write with it must come from the portal's own pages (its Origin): programs use an API key.`,
    },
    [API_KEY]: {
      type: "http",
      scheme: "bearer",
      bearerFormat: "ppk_<prefix>_<secret>",
      description:
        "An API key (`Authorization: Bearer ppk_…`), created on a partner's API tab or by staff under Integrations. It acts as its partner contact, or with its integration's permissions, and only on the operations that list it. A request carrying a key is the key's, whatever cookies it also carries.",
    },
  },
  schemas: {
    Error: {
      type: "object",
      description:
        "Every error answer of the API, whoever gives it: the procedure, its access check, the request guards or the limits.",
      properties: {
        defined: {
          type: "boolean",
          description:
            "Whether the procedure declares this error in its contract; false for every current one.",
        },
        code: {
          type: "string",
          description:
            "The status's name: BAD_REQUEST, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE, RANGE_NOT_SATISFIABLE, UNPROCESSABLE_CONTENT, REQUEST_HEADER_FIELDS_TOO_LARGE, TOO_MANY_REQUESTS, SERVICE_UNAVAILABLE...",
          examples: ["BAD_REQUEST"],
        },
        status: { type: "integer", description: "The HTTP status, repeated.", examples: [400] },
        message: {
          type: "string",
          description: "What went wrong, in words that can be shown to a person.",
          examples: ["Input validation failed"],
        },
        data: {
          type: "object",
          description:
            "Details, when there are any: `issues` for invalid input, `retryAfterSeconds` for 429 and 503, `size` for 416.",
          properties: {
            issues: {
              type: "array",
              description:
                "Invalid input: one entry per problem, naming the field by its path, with the validator's own details beside.",
              items: {
                type: "object",
                properties: {
                  path: {
                    type: "array",
                    description: "The field, as the keys (and list positions) leading to it.",
                    items: { type: ["string", "integer"] },
                    examples: [["deal", "dealValue"]],
                  },
                  message: {
                    type: "string",
                    examples: [
                      "Deal value must be an amount in dollars with at most two decimals, e.g. 12500.50",
                    ],
                  },
                  code: { type: "string", description: "The kind of problem, e.g. invalid_type, too_big." },
                },
                required: ["message"],
              },
            },
            retryAfterSeconds: { type: "integer", description: "As the Retry-After header." },
            size: { type: "integer", description: "The file's size in bytes, as in Content-Range." },
          },
        },
      },
      required: ["defined", "code", "status", "message"],
      example: {
        defined: false,
        code: "BAD_REQUEST",
        status: 400,
        message: "Input validation failed",
        data: {
          issues: [{ code: "invalid_union", path: ["deal", "dealValue"], message: "Deal value is required" }],
        },
      },
    },
  },
  headers: {
    IdempotentReplayed: {
      description: "`true` when this is the kept answer to an earlier request with the same Idempotency-Key.",
      schema: { type: "string", enum: ["true"] },
    },
    RetryAfter: {
      description: `Seconds to wait before trying again (${RETRY_AFTER_SECONDS} while the database is unreachable).`,
      schema: { type: "integer", minimum: 1 },
    },
  },
  parameters: {
    IdempotencyKey: {
      name: "Idempotency-Key",
      in: "header",
      required: false,
      description:
        "Makes a retry safe (decision 0029): a value the program chooses per intended change, e.g. a UUID. The same key with the same request from the same caller within 24 hours gets the first answer again, without the work being done twice; with another request, 422; while the first still runs, it waits a few seconds, then 409. Answers of 5xx, 429 and 401 are not kept. Requests with neither a session nor a key ignore it.",
      schema: { type: "string", pattern: "^[\\x20-\\x7E]{1,255}$" },
      example: "3f1c9a52-8d0e-4b57-9d6a-1c2f5e7b8a90",
    },
  },
};

/** Who may call, in words, from the procedure's access rule. */
function whoMayCall(meta: ProcedureMeta): string {
  const access = meta.access;
  const anyOf = access && "anyOf" in access ? access.anyOf.map((name) => `\`${name}\``).join(" or ") : "";
  switch (access?.kind) {
    case "public":
      return "Anyone, signed in or not.";
    case "signed-in":
      return "Any signed-in person.";
    case "permission":
      return `Staff holding ${anyOf} (admins hold every permission).`;
    case "partner":
      return access.role === "partner_admin"
        ? "The partner admins of an active partner, on their own partner's data; sales reps are refused."
        : "The members of an active partner, on their own partner's data (a sales rep on the deals and payouts they submitted).";
    case "partner-or-permission":
      return `The members of an active partner, on their own partner's data (a sales rep on the deals and payouts they submitted); staff holding ${anyOf}, on every partner's.`;
    case "learner":
      return "Anyone who takes courses: staff, and the members of an active partner.";
    case "staff":
      return "Any signed-in staff member; partners' members are refused.";
    default:
      return "Not declared.";
  }
}

function forbiddenBecause(meta: ProcedureMeta, write: boolean): string {
  const reasons: string[] = [];
  const kind = meta.access?.kind;
  if (write) reasons.push("a write with a cookie (or an Origin) from outside the portal's own pages");
  if (kind === "permission" || kind === "partner-or-permission")
    reasons.push("the caller lacks the permission");
  if (kind === "partner" || kind === "partner-or-permission" || kind === "learner")
    reasons.push("the caller is not a member of an active partner");
  if (meta.access?.kind === "partner" && meta.access.role === "partner_admin")
    reasons.push("the caller is a sales rep, not a partner admin");
  if (kind === "staff") reasons.push("the caller is a partner's member, not staff");
  if (!meta.apiKeys) reasons.push("API keys cannot call it");
  else if (kind !== "public") reasons.push("the key's partner or permissions do not allow it");
  return `Forbidden: ${reasons.join("; ")}.`;
}

function errorResponse(description: string, retry = false) {
  return {
    description,
    ...(retry ? { headers: { "Retry-After": RETRY_AFTER } } : {}),
    content: { "application/json": { schema: ERROR_SCHEMA } },
  };
}

type Operation = OpenAPI.OperationObject & { parameters?: unknown[] };

/** Whether a schema (or anything holding schemas) takes a UUID somewhere: the id of a row it may not find. */
function takesAnId(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(takesAnId);
  if (!value || typeof value !== "object") return false;
  const object = value as Record<string, unknown>;
  return object.format === "uuid" || Object.values(object).some(takesAnId);
}

/** Whether the procedure answers with a file (a download), whatever the ranges it serves. */
const sendsAFile = (procedure: AnyProcedure) => {
  const output = procedure["~orpc"].outputSchema;
  return output === fileResponse || output instanceof z.ZodFile;
};

/** What oRPC cannot know about one operation, from its procedure's metadata and route. */
function complete(operation: Operation, procedure: AnyProcedure): void {
  const { meta: declared, route, inputSchema } = procedure["~orpc"];
  const meta = declared as ProcedureMeta;
  const isPublic = meta.access?.kind === "public";
  const write = (route.method ?? "POST") !== "GET";
  const namesARow =
    (route.path ?? "").includes("{") || takesAnId([operation.parameters, operation.requestBody]);
  const responses = operation.responses ?? {};
  // A file's 200 and 206 carry its bytes, of whatever type the file has; oRPC leaves their content empty.
  if (procedure["~orpc"].outputSchema === fileResponse)
    for (const status of ["200", "206"]) {
      const response = responses[status] as OpenAPI.ResponseObject | undefined;
      if (response) response.content = { "*/*": { schema: { type: "string", contentMediaType: "*/*" } } };
    }

  operation.tags = meta.tag ? [meta.tag.name] : [];
  operation.security = isPublic
    ? []
    : [{ [SESSION_COOKIE]: [] }, ...(meta.apiKeys ? [{ [API_KEY]: [] }] : [])];
  const access = `**Who may call it:** ${whoMayCall(meta)} API keys: ${meta.apiKeys ? "yes" : "no"}.`;
  operation.description = operation.description ? `${operation.description}\n\n${access}` : access;

  if (write) {
    operation.parameters = [...(operation.parameters ?? []), IDEMPOTENCY_KEY];
    for (const [status, response] of Object.entries(responses))
      if (status.startsWith("2"))
        (response as OpenAPI.ResponseObject).headers = { "Idempotent-Replayed": IDEMPOTENT_REPLAYED };
  }
  if (meta.upload) {
    operation.parameters = [...(operation.parameters ?? []), UPLOAD_CHECK];
    responses["204"] = { description: `Only with ${UPLOAD_CHECK_HEADER}: the upload would be let in.` };
  }

  const refusals: Record<string, ReturnType<typeof errorResponse>> = {};
  if (inputSchema || write)
    refusals["400"] = errorResponse(
      "Malformed request, invalid input or an invalid Idempotency-Key; for invalid input `data.issues` names each field and what is wrong with it.",
    );
  if (!isPublic)
    refusals["401"] = errorResponse("Not signed in, or the API key is unknown, revoked or expired.");
  // A key is refused every operation that does not allow keys, public ones included.
  if (!isPublic || write || !meta.apiKeys) refusals["403"] = errorResponse(forbiddenBecause(meta, write));
  if (namesARow)
    refusals["404"] = errorResponse("Not found, or not the caller's to see: a row its path or input names.");
  // A download that names no row may still find no file (a partner's agreement published as text).
  else if (sendsAFile(procedure))
    refusals["404"] = errorResponse("Not found: there is no such file to send.");
  if (write)
    refusals["409"] = errorResponse(
      "Conflict with the current state, or a request with the same Idempotency-Key is still running (retry after Retry-After).",
      true,
    );
  // Every write's body is limited (MAX_BODY_BYTES; an upload's files by its declaration), even where it takes none.
  if (write)
    refusals["413"] = errorResponse(
      meta.upload
        ? "A file or the request is larger than the operation accepts."
        : "The request body is larger than the server accepts; `message` gives the limit.",
    );
  if (write)
    refusals["415"] = errorResponse(
      `A body was sent that is not JSON${meta.upload ? " nor multipart/form-data" : ""} (Content-Type); a request without a body needs no Content-Type.`,
    );
  if (responses["206"])
    refusals["416"] = errorResponse("The requested range is outside the file; `data.size` gives its size.");
  if (write)
    refusals["422"] = errorResponse(
      "The Idempotency-Key was already used for another request (another method, path or body).",
    );
  refusals["431"] = errorResponse(
    `The address (path and query) is longer than ${MAX_ADDRESS_LENGTH.toLocaleString("en-US")} characters.`,
  );
  refusals["429"] = errorResponse("Too many requests (per API key, or per address where limited).", true);
  refusals["500"] = errorResponse(
    "A bug on our side, never an answer by design: `data.requestId` is the request's id in the server's log.",
  );
  refusals["503"] = errorResponse("The database is unreachable for the moment.", true);
  // A use case's own refusal adds its words to the standard answer and keeps its headers (a write's 409 its
  // Retry-After).
  for (const [status, when] of Object.entries(meta.refusals ?? {})) {
    const standard = refusals[status];
    refusals[status] = standard
      ? { ...standard, description: `${standard.description} Or: ${when}` }
      : errorResponse(when);
  }
  operation.responses = { ...responses, ...refusals };

  const examples = OPERATION_EXAMPLES[operation.operationId ?? ""];
  if (examples?.request) {
    const json = (operation.requestBody as OpenAPI.RequestBodyObject | undefined)?.content[
      "application/json"
    ];
    if (json) json.example = examples.request;
  }
  if (examples?.response) {
    const success = Object.keys(responses).find((status) => status.startsWith("2"));
    const json = success
      ? (responses[success] as OpenAPI.ResponseObject).content?.["application/json"]
      : undefined;
    if (json) json.example = examples.response;
  }
  // oRPC keeps a contract's input example on a request body's schema, but not on the query string's parameters
  // it makes of a GET's input: each takes its field's value.
  const [inputExample] = inputExamplesOf(procedure);
  if (inputExample && typeof inputExample === "object")
    for (const parameter of (operation.parameters ?? []) as Partial<OpenAPI.ParameterObject>[])
      if (parameter.in === "query" && parameter.name && parameter.name in inputExample)
        parameter.example = (inputExample as Record<string, unknown>)[parameter.name];
}

/** The features' tags, in the router's order, as each feature router declares its own. */
function featureTags(router: AppRouter): ApiTag[] {
  const tags = new Map<string, ApiTag>();
  for (const { procedure } of listProcedures(router)) {
    const { tag } = procedure["~orpc"].meta as ProcedureMeta;
    if (tag && !tags.has(tag.name)) tags.set(tag.name, tag);
  }
  return [...tags.values()];
}

/** The document of the router: what oRPC generates, completed from each procedure's metadata. */
export async function generateOpenApiDocument(router: AppRouter, version: string): Promise<OpenAPI.Document> {
  const document = await new OpenAPIGenerator({
    schemaConverters: [new ZodToJsonSchemaConverter()],
  }).generate(router, {
    info: {
      title: "Partner Portal API",
      version,
      description:
        "REST API of the staff and partner portal. Every procedure of the app is also reachable here: with the session of a person signed in to the portal, or, where an operation says so, with an API key. Every error answers with the `Error` schema.",
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    servers: [{ url: "/api/v1" }],
    tags: featureTags(router),
    components: components as OpenAPI.ComponentsObject,
  });
  const operations = new Map<string, Operation>();
  for (const item of Object.values(document.paths ?? {}))
    for (const operation of Object.values(item ?? {}))
      if (operation && typeof operation === "object" && "operationId" in operation)
        operations.set(String(operation.operationId), operation as Operation);
  for (const { path, procedure } of listProcedures(router)) {
    const operation = operations.get(path.join("."));
    if (operation) complete(operation, procedure);
  }
  return document;
}
