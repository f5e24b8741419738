import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/client";
import {
  commissionPayouts,
  emailOutbox,
  partnerApplications,
  partnerAuditLogs,
  partnerDeals,
  partnerResources,
  partners,
  userPermissions,
  userRoles,
} from "../../src/server/db/schema";
import type { PermissionName } from "../../src/shared/permissions";
import { createPartner, type TestPartner } from "../factories/partners";
import {
  createAdmin,
  createPartnerContact,
  createUser,
  createUserWithPermission,
  type TestUser,
} from "../factories/users";
import { refusal } from "./refusal";
import { signedInAs, type TestBrowser, testBrowser } from "./rpc-client";
import { createTestApp, type TestApp } from "./test-app";

/**
 * The callers a partner-facing feature tells apart (docs/architecture.md#server-enforcement): a visitor; the contacts of two
 * partners, A owning every row a case prepares and B not; staff without and with the feature's permission; an
 * admin, who holds every permission through the role.
 */
export const FEATURE_CALLERS = ["anonymous", "partnerA", "partnerB", "staff", "permitted", "admin"] as const;
export type FeatureCaller = (typeof FEATURE_CALLERS)[number];

export type FeatureClient = TestBrowser["client"];

export interface FeatureAccessApp {
  app: TestApp;
  partnerA: TestPartner;
  partnerB: TestPartner;
  browsers: Record<Exclude<FeatureCaller, "anonymous">, TestBrowser>;
}

/** A test app with one signed-in caller of each kind; `permitted` holds `permission` and nothing else. */
export function setUpFeatureAccessApp(permission: PermissionName) {
  const state = {} as FeatureAccessApp;
  beforeAll(async () => {
    state.app = await createTestApp();
    const db = state.app.testDatabase.database.db;
    [state.partnerA, state.partnerB] = await Promise.all([createPartner(db), createPartner(db)]);
    const signed = async (made: Promise<TestUser>) => signedInAs(state.app, await made);
    const [partnerA, partnerB, staff, permitted, admin] = await Promise.all([
      signed(createPartnerContact(db, state.partnerA)),
      signed(createPartnerContact(db, state.partnerB)),
      signed(createUser(db)),
      signed(createUserWithPermission(db, permission)),
      signed(createAdmin(db)),
    ]);
    state.browsers = { partnerA, partnerB, staff, permitted, admin };
  });
  afterAll(async () => {
    await state.app.dispose();
  });
  return state;
}

/** What a caller gets from a procedure: its effect, or a refusal by status. */
export type Outcome = "allowed" | 401 | 403 | 404;

/** One procedure: a fresh valid input (of partner A's rows) for each call, the call, and its effect when allowed. */
export interface FeatureCase<Target> {
  /** Who gets the procedure's effect; a visitor not listed gets 401, a signed-in caller 403. */
  allowed: readonly FeatureCaller[];
  /** Who is told partner A's row does not exist (another partner). */
  notFound?: readonly FeatureCaller[];
  /** The 403's message when not the permission check's: a partners-only procedure refuses staff with its own. */
  forbiddenMessage?: string;
  prepare: () => Promise<Target>;
  /** `caller` for inputs that differ by caller: staff name the partner a partner's contact need not. */
  call: (client: FeatureClient, target: Target, caller: FeatureCaller) => Promise<unknown>;
  /** Checks the effect; `caller` tells a partner's own view from staff's. */
  verify: (target: Target, result: unknown, caller: FeatureCaller) => Promise<void>;
}

/** Keeps a case's target type while letting cases of different targets share one record. */
export const featureCase = <Target>(definition: FeatureCase<Target>) =>
  definition as unknown as FeatureCase<unknown>;

const outcomeOf = (procedure: FeatureCase<unknown>, caller: FeatureCaller): Outcome => {
  if (procedure.allowed.includes(caller)) return "allowed";
  if (procedure.notFound?.includes(caller)) return 404;
  return caller === "anonymous" ? 401 : 403;
};

/** A partners-only procedure's refusal of staff, admins included. */
export const NO_PARTNER_MESSAGE = "No partner account found for this email address.";

const refusalMessage = (procedure: FeatureCase<unknown>, outcome: Outcome) =>
  outcome === 401
    ? "Please sign in to continue."
    : outcome === 403
      ? (procedure.forbiddenMessage ?? "You don't have permission to do this.")
      : undefined;

/** Every row a partner-facing feature may write, to show a refused call changed nothing. */
async function featureSnapshot(db: Db) {
  const sorted = async (rows: Promise<{ id: string | number }[]>) =>
    (await rows).sort((a, b) => String(a.id).localeCompare(String(b.id)));
  return {
    partners: await sorted(db.select().from(partners)),
    applications: await sorted(db.select().from(partnerApplications)),
    deals: await sorted(db.select().from(partnerDeals)),
    payouts: await sorted(db.select().from(commissionPayouts)),
    resources: await sorted(db.select().from(partnerResources)),
    audit: await sorted(db.select().from(partnerAuditLogs)),
    outbox: await sorted(db.select().from(emailOutbox)),
    roles: (await db.select().from(userRoles)).map((row) => `${row.userId} ${row.role}`).sort(),
    permissions: (await db.select().from(userPermissions))
      .map((row) => `${row.userId} ${row.permissionId}`)
      .sort(),
  };
}

/**
 * Tests every procedure of a feature against every caller: the allowed ones get the procedure's effect; a
 * visitor is refused with 401, other partners with 404 where the procedure hides partner A's rows, everyone else
 * with 403, and a refused call changes nothing at all.
 */
export function describeFeatureAccess(
  given: FeatureAccessApp,
  feature: string,
  procedures: Record<string, FeatureCase<unknown>>,
): void {
  const db = () => given.app.testDatabase.database.db;
  const clientOf = (caller: FeatureCaller): FeatureClient =>
    (caller === "anonymous" ? testBrowser(given.app) : given.browsers[caller]).client;
  const rows = Object.entries(procedures).flatMap(([name, procedure]) =>
    FEATURE_CALLERS.map((caller) => [name, caller, procedure, outcomeOf(procedure, caller)] as const),
  );

  describe(`who may call the ${feature} procedures`, () => {
    it.each(rows.filter(([, , , outcome]) => outcome !== "allowed"))(
      `${feature}.%s is refused to %s, changing nothing`,
      async (_name, caller, procedure, outcome) => {
        const target = await procedure.prepare();
        const before = await featureSnapshot(db());
        const refused = await refusal(procedure.call(clientOf(caller), target, caller));
        expect(refused.status).toBe(outcome);
        const message = refusalMessage(procedure, outcome);
        if (message) expect(refused.message).toBe(message);
        expect(await featureSnapshot(db())).toEqual(before);
      },
    );

    it.each(rows.filter(([, , , outcome]) => outcome === "allowed"))(
      `${feature}.%s is allowed to %s`,
      async (_name, caller, procedure) => {
        const target = await procedure.prepare();
        await procedure.verify(target, await procedure.call(clientOf(caller), target, caller), caller);
      },
    );
  });
}
