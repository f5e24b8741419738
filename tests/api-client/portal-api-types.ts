import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { router } from "#server/router";
import { generateOpenApiDocument } from "#server/rpc/openapi-document";

/** The committed types of the REST API, as an integrator generates them from the OpenAPI document. */
export const PORTAL_API_TYPES_FILE = path.resolve("tests/api-client/portal-api.ts");
export const REGENERATE_COMMAND = "npm run api:types";

// openapi-typescript needs the TypeScript 5 compiler API: it has its own package beside the project's TypeScript.
const OPENAPI_TYPESCRIPT = path.resolve(
  "tools/api-types-generator/node_modules/openapi-typescript/bin/cli.js",
);

/** The types openapi-typescript makes of the document the app serves now. */
export async function renderPortalApiTypes(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "portal-api-types-"));
  try {
    const document = path.join(dir, "openapi.json");
    const types = path.join(dir, "portal-api.ts");
    writeFileSync(document, JSON.stringify(await generateOpenApiDocument(router, "1.0.0")));
    await promisify(execFile)(process.execPath, [OPENAPI_TYPESCRIPT, document, "--output", types]);
    return readFileSync(types, "utf8");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
