import { type AnyProcedure, type AnyRouter, isProcedure } from "@orpc/server";
import type { UploadDeclaration } from "../platform/uploads/upload-declaration";
import type { ProcedureMeta } from "./procedures";

/** Every procedure of a router with its path of keys, e.g. ["applications", "submit"]. */
export function listProcedures(
  node: AnyRouter,
  path: string[] = [],
): { path: string[]; procedure: AnyProcedure }[] {
  if (isProcedure(node)) return [{ path, procedure: node }];
  return Object.entries(node).flatMap(([key, child]) => listProcedures(child as AnyRouter, [...path, key]));
}

/**
 * The request paths of the procedures that declare `meta.upload`, in both protocols (/rpc/<keys> and the REST
 * route under /api/v1), with what they accept: the upload middleware, the body limits and the origin guard
 * read this one table.
 */
export function declaredUploads(router: AnyRouter): Record<string, UploadDeclaration> {
  const uploads: Record<string, UploadDeclaration> = {};
  for (const { path, procedure } of listProcedures(router)) {
    const { meta, route } = procedure["~orpc"];
    const upload = (meta as ProcedureMeta).upload;
    if (!upload) continue;
    uploads[`/rpc/${path.join("/")}`] = upload;
    if (route.path) uploads[`/api/v1${route.path}`] = upload;
  }
  return uploads;
}
