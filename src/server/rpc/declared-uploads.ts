import type { AnyRouter } from "@orpc/server";
import type { UploadDeclaration } from "../platform/uploads/upload-declaration";
import type { AccessRule } from "./caller-access";
import { listProcedures } from "./list-procedures";
import type { ProcedureMeta } from "./procedures";

/** Which request paths take files, and what they accept. */
export interface UploadRoutes {
  /** The declaration of the procedure at this request path, if it takes files. */
  find(path: string): UploadDeclaration | undefined;
  /** Who may call the procedure at this request path, if it takes files: checked before its body is read. */
  access(path: string): AccessRule | undefined;
  /** Whether an API key may call the procedure at this request path (decision 0028). */
  allowsApiKeys(path: string): boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");

/** A REST route such as /deals/{id}/proposal as a matcher: {name} is one path segment, {+name} the rest. */
function routePattern(route: string): RegExp {
  const source = route
    .split(/(\{\+?\w+\})/)
    .map((part) => (part.startsWith("{+") ? ".+" : part.startsWith("{") ? "[^/]+" : escapeRegExp(part)))
    .join("");
  return new RegExp(`^${source}$`);
}

/**
 * The procedures that declare `meta.upload`, found at their request paths in both protocols (/rpc/<keys> and the
 * REST route under /api/v1, parameters included): the upload middleware, the body limits and the origin guard
 * read this one table.
 */
export function declaredUploads(router: AnyRouter): UploadRoutes {
  const routes: { pattern: RegExp; upload: UploadDeclaration; access: AccessRule; apiKeys: boolean }[] = [];
  for (const { path, procedure } of listProcedures(router)) {
    const { meta, route } = procedure["~orpc"];
    const { upload, access, apiKeys = false } = meta as ProcedureMeta;
    if (!upload) continue;
    if (!access) throw new Error(`The upload procedure ${path.join(".")} declares no access rule.`);
    routes.push({
      pattern: new RegExp(`^${escapeRegExp(`/rpc/${path.join("/")}`)}$`),
      upload,
      access,
      apiKeys,
    });
    if (route.path) routes.push({ pattern: routePattern(`/api/v1${route.path}`), upload, access, apiKeys });
  }
  const at = (requestPath: string) => routes.find(({ pattern }) => pattern.test(requestPath));
  return {
    find: (requestPath) => at(requestPath)?.upload,
    access: (requestPath) => at(requestPath)?.access,
    allowsApiKeys: (requestPath) => at(requestPath)?.apiKeys === true,
  };
}
