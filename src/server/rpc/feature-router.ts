import { type AnyProcedure, Procedure } from "@orpc/server";
import type { ApiTag, ProcedureMeta } from "./procedures";

/**
 * A feature's procedures, each carrying the feature's tag in its metadata: the OpenAPI document takes its tags,
 * their order and their descriptions from the router (decision 0031), so a new feature declares its own.
 */
export function featureRouter<Procedures extends Record<string, AnyProcedure>>(
  tag: ApiTag,
  procedures: Procedures,
): Procedures {
  return Object.fromEntries(
    Object.entries(procedures).map(([name, procedure]) => {
      const meta: ProcedureMeta = { ...(procedure["~orpc"].meta as ProcedureMeta), tag };
      return [name, new Procedure({ ...procedure["~orpc"], meta })];
    }),
  ) as Procedures;
}
