import { type AnyProcedure, type AnyRouter, isProcedure } from "@orpc/server";

/** Every procedure of a router with its path of keys, e.g. ["applications", "submit"]. */
export function listProcedures(
  node: AnyRouter,
  path: string[] = [],
): { path: string[]; procedure: AnyProcedure }[] {
  if (isProcedure(node)) return [{ path, procedure: node }];
  return Object.entries(node).flatMap(([key, child]) => listProcedures(child as AnyRouter, [...path, key]));
}
