import { describe, expect, it } from "vitest";
import { administrationSnapshot, type setUpAdminTestApp } from "../apps/admin-test-app";
import { refusal } from "../browser/refusal";
import { type TestBrowser, testBrowser } from "../browser/rpc-client";

export type Client = TestBrowser["client"];

/** What a caller gets from a procedure: its effect, or a refusal by status. */
export type Outcome = "allowed" | 401 | 403 | 404;

/** One procedure: a fresh valid input for each call, the call, and what it must have done when allowed. */
export interface AccessCase<Caller extends string, Target> {
  /** Who gets the procedure's effect; a visitor not listed gets 401, a signed-in caller 403. */
  allowed: readonly Caller[];
  /** Who is told the prepared row does not exist (another partner's). */
  notFound?: readonly Caller[];
  /** The 403's message when not the permission check's: a partners-only procedure refuses staff with its own. */
  forbiddenMessage?: string;
  prepare: () => Promise<Target>;
  /** `caller` for inputs that differ by caller: staff name the partner a partner's contact need not. */
  call: (client: Client, target: Target, caller: Caller) => Promise<unknown>;
  /** Checks the effect; `caller` tells a partner's own view from staff's. */
  verify: (target: Target, result: unknown, caller: Caller) => Promise<void>;
}

/** Who calls, with which browser, and what a refused call must leave unchanged. */
export interface AccessMatrix<Caller extends string> {
  callers: readonly Caller[];
  clientOf: (caller: Caller) => Client;
  snapshot: () => Promise<unknown>;
}

const outcomeOf = <Caller extends string>(
  procedure: AccessCase<Caller, unknown>,
  caller: Caller,
): Outcome => {
  if (procedure.allowed.includes(caller)) return "allowed";
  if (procedure.notFound?.includes(caller)) return 404;
  return caller === "anonymous" ? 401 : 403;
};

const refusalMessage = (procedure: { forbiddenMessage?: string }, outcome: Outcome) =>
  outcome === 401
    ? "Please sign in to continue."
    : outcome === 403
      ? (procedure.forbiddenMessage ?? "You don't have permission to do this.")
      : undefined;

/**
 * Tests every procedure of a group against every caller: the allowed ones get the procedure's effect; a visitor
 * is refused with 401, another partner with 404 where the procedure hides the row, everyone else with 403, and
 * a refused call changes nothing at all.
 */
export function describeAccessMatrix<Caller extends string>(
  matrix: AccessMatrix<Caller>,
  group: string,
  procedures: Record<string, AccessCase<Caller, unknown>>,
): void {
  const rows = Object.entries(procedures).flatMap(([name, procedure]) =>
    matrix.callers.map((caller) => [name, caller, procedure, outcomeOf(procedure, caller)] as const),
  );

  describe(`who may call the ${group} procedures`, () => {
    it.each(rows.filter(([, , , outcome]) => outcome !== "allowed"))(
      `${group}.%s is refused to %s, changing nothing`,
      async (_name, caller, procedure, outcome) => {
        const target = await procedure.prepare();
        const before = await matrix.snapshot();
        const refused = await refusal(procedure.call(matrix.clientOf(caller), target, caller));
        expect(refused.status).toBe(outcome);
        const message = refusalMessage(procedure, outcome);
        if (message) expect(refused.message).toBe(message);
        expect(await matrix.snapshot()).toEqual(before);
      },
    );

    it.each(rows.filter(([, , , outcome]) => outcome === "allowed"))(
      `${group}.%s is allowed to %s`,
      async (_name, caller, procedure) => {
        const target = await procedure.prepare();
        await procedure.verify(target, await procedure.call(matrix.clientOf(caller), target, caller), caller);
      },
    );
  });
}

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

export type ProcedureCase<Target> = AccessCase<CallerName, Target>;

/** Keeps a case's target type while letting cases of different targets share one record. */
export const procedureCase = <Target>(definition: ProcedureCase<Target>) =>
  definition as unknown as ProcedureCase<unknown>;

/** The administration procedures against the people of setUpAdminTestApp; nothing they administer may change. */
export function describeAccess(
  given: ReturnType<typeof setUpAdminTestApp>,
  group: string,
  procedures: Record<string, ProcedureCase<unknown>>,
): void {
  const clientOf = (caller: CallerName): Client =>
    (caller === "anonymous" ? testBrowser(given.app) : given[caller].browser).client;
  const snapshot = () => administrationSnapshot(given.app.testDatabase.database.db);
  describeAccessMatrix({ callers: CALLERS, clientOf, snapshot }, group, procedures);
}
