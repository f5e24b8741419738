import { describe, expect, it } from "vitest";
import { administrationSnapshot, type setUpAdminTestApp } from "./admin-test-app";
import { refusal } from "./refusal";
import { type TestBrowser, testBrowser } from "./rpc-client";

export type Client = TestBrowser["client"];

/** The people of setUpAdminTestApp, and a visitor who is not signed in. */
export const CALLERS = [
  "anonymous",
  "viewer",
  "plainUser",
  "partner",
  "auditor",
  "roleManager",
  "manager",
  "admin",
  "superAdmin",
] as const;
export type CallerName = (typeof CALLERS)[number];

/** One procedure: a fresh valid input for each call, the call, and what it must have done when allowed. */
export interface ProcedureCase<Target> {
  allowed: readonly CallerName[];
  prepare: () => Promise<Target>;
  call: (client: Client, target: Target) => Promise<unknown>;
  verify: (target: Target, result: unknown) => Promise<void>;
}

/** Keeps a case's target type while letting cases of different targets share one record. */
export const procedureCase = <Target>(definition: ProcedureCase<Target>) =>
  definition as unknown as ProcedureCase<unknown>;

/**
 * Tests every procedure of a group against every caller: the allowed ones get the procedure's effect in the
 * database; a visitor gets 401, everyone else 403, and a refused call changes nothing at all.
 */
export function describeAccess(
  given: ReturnType<typeof setUpAdminTestApp>,
  group: string,
  procedures: Record<string, ProcedureCase<unknown>>,
): void {
  const db = () => given.app.testDatabase.database.db;
  const browserOf = (caller: CallerName): TestBrowser =>
    caller === "anonymous" ? testBrowser(given.app) : given[caller].browser;
  const rows = Object.entries(procedures).flatMap(([name, procedure]) =>
    CALLERS.map((caller) => [name, caller, procedure] as const),
  );

  describe(`who may call the ${group} procedures`, () => {
    it.each(rows.filter(([, caller, procedure]) => !procedure.allowed.includes(caller)))(
      `${group}.%s is refused to %s, changing nothing`,
      async (_name, caller, procedure) => {
        const target = await procedure.prepare();
        const before = await administrationSnapshot(db());
        const refused = await refusal(procedure.call(browserOf(caller).client, target));
        if (caller === "anonymous") {
          expect(refused.status).toBe(401);
          expect(refused.message).toBe("Please sign in to continue.");
        } else {
          expect(refused.status).toBe(403);
          expect(refused.message).toBe("You don't have permission to do this.");
        }
        expect(await administrationSnapshot(db())).toEqual(before);
      },
    );

    it.each(rows.filter(([, caller, procedure]) => procedure.allowed.includes(caller)))(
      `${group}.%s is allowed to %s`,
      async (_name, caller, procedure) => {
        const target = await procedure.prepare();
        await procedure.verify(target, await procedure.call(browserOf(caller).client, target));
      },
    );
  });
}
