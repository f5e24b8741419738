import { ORPCError } from "@orpc/client";
import { call } from "@orpc/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partnerMembers } from "#server/db/schema/index";
import { createPartner, type TestPartner } from "#tests/factories/partners";
import {
  createAdmin,
  createPartnerContact,
  createSuperAdmin,
  createUser,
  type TestUser,
} from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { signedInAs, testBrowser } from "#tests/support/browser/rpc-client";
import { createLogger } from "../platform/logger";
import { router } from "../router";
import type { RpcContext } from "./context";
import { listProcedures } from "./list-procedures";
import { type ProcedureMeta, partnerProcedure, permissionProcedure } from "./procedures";

const all = listProcedures(router);

describe("every procedure declares who may call it", () => {
  it.each(all.map(({ path, procedure }) => [path.join("."), procedure] as const))(
    "%s",
    (_name, procedure) => {
      const meta = procedure["~orpc"].meta as ProcedureMeta;
      expect(
        meta.access,
        "build it from publicProcedure, authedProcedure, permissionProcedure or partnerProcedure",
      ).toBeDefined();
    },
  );
});

describe("anonymous callers", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.dispose();
  });

  const protectedOnes = all.filter(
    ({ procedure }) => (procedure["~orpc"].meta as ProcedureMeta).access?.kind !== "public",
  );
  it.each(protectedOnes.map(({ path }) => [path.join(".")] as const))("get 401 from %s", async (name) => {
    const anonymous = testBrowser(testApp).client as unknown as Record<
      string,
      Record<string, (input?: unknown) => Promise<unknown>>
    >;
    const [group, procedure] = name.split(".") as [string, string];
    const error = await anonymous[group]?.[procedure]?.({}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ORPCError);
    expect((error as ORPCError<string, unknown>).status).toBe(401);
  });
});

describe("the procedure bases", () => {
  let testApp: TestApp;
  const onlyUserManagers = permissionProcedure("manage_users").handler(
    ({ context }) => context.caller.user.email,
  );
  const ownPartner = partnerProcedure.handler(({ context }) => context.partner.companyName);

  let acme: TestPartner;
  let globex: TestPartner;
  const people = new Map<string, TestUser>();
  const person = (who: string) => people.get(who) as TestUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    const db = testApp.testDatabase.database.db;
    acme = await createPartner(db);
    globex = await createPartner(db);
    const suspended = await createPartner(db, { status: "suspended" });
    people.set("a staff user", await createUser(db));
    people.set("a viewer", await createUser(db, { roles: ["viewer"] }));
    people.set(
      "a manager holding manage_users",
      await createUser(db, { roles: ["manager"], permissions: ["manage_users"] }),
    );
    people.set("an admin", await createAdmin(db));
    people.set("a super_admin", await createSuperAdmin(db));
    people.set("an active partner's contact", await createPartnerContact(db, acme));
    people.set("another active partner's contact", await createPartnerContact(db, globex));
    people.set("a suspended partner's contact", await createPartnerContact(db, suspended));
    const rep = await createUser(db, { roles: ["partner"] });
    await db.insert(partnerMembers).values({ userId: rep.id, partnerId: acme.id, role: "sales_rep" });
    people.set("a sales rep of an active partner", rep);
    people.set("a partner user of no partner", await createUser(db, { roles: ["partner"] }));
  });
  afterAll(async () => {
    await testApp.dispose();
  });

  async function contextFor(who: string | null): Promise<RpcContext> {
    const headers = new Headers();
    if (who) headers.set("cookie", (await signedInAs(testApp, person(who))).cookieHeader());
    return {
      db: testApp.testDatabase.database.db,
      config: testApp.config,
      logger: createLogger("silent"),
      auth: testApp.auth,
      storage: testApp.storage,
      mail: { sendNow: async () => ({ status: "queued", reason: "test" }), stop: async () => {} },
      notificationHub: testApp.notificationHub,
      headers,
      transport: "rpc",
      clientIp: undefined,
      headOnly: false,
    };
  }

  const statusOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 200,
      (error: unknown) => (error instanceof ORPCError ? error.status : 500),
    );

  it.each([
    [null, 401],
    ["a staff user", 403],
    ["a viewer", 403],
    ["an active partner's contact", 403],
    ["a manager holding manage_users", 200],
    ["an admin", 200],
    ["a super_admin", 200],
  ])("permissionProcedure('manage_users') called by %s answers %i", async (who, status) => {
    expect(await statusOf(call(onlyUserManagers, undefined, { context: await contextFor(who) }))).toBe(
      status,
    );
  });

  it.each([
    [null, 401],
    ["an admin", 403],
    ["a suspended partner's contact", 403],
    ["a partner user of no partner", 403],
    ["an active partner's contact", 200],
    ["a sales rep of an active partner", 200],
  ])("partnerProcedure called by %s answers %i", async (who, status) => {
    expect(await statusOf(call(ownPartner, undefined, { context: await contextFor(who) }))).toBe(status);
  });

  it("never hands a partner to a staff user whose e-mail happens to be its contact's", async () => {
    const staff = person("a staff user");
    await createPartner(testApp.testDatabase.database.db, {
      companyName: "Lookalike Ltd",
      contactName: staff.name,
      contactEmail: staff.email,
      status: "active",
    });
    expect(await statusOf(call(ownPartner, undefined, { context: await contextFor("a staff user") }))).toBe(
      403,
    );
  });

  it("finds a partner by membership, never by e-mail: the contact's account after it left the partner is refused", async () => {
    const db = testApp.testDatabase.database.db;
    const initech = await createPartner(db);
    const formerContact = await createPartnerContact(db, initech);
    people.set("a former contact", formerContact);
    await db.delete(partnerMembers).where(eq(partnerMembers.userId, formerContact.id));
    expect(
      await statusOf(call(ownPartner, undefined, { context: await contextFor("a former contact") })),
    ).toBe(403);
  });

  it("gives a partner its own partner, never another one", async () => {
    expect(
      await call(ownPartner, undefined, { context: await contextFor("an active partner's contact") }),
    ).toBe(acme.companyName);
    expect(
      await call(ownPartner, undefined, { context: await contextFor("another active partner's contact") }),
    ).toBe(globex.companyName);
    expect(
      await call(ownPartner, undefined, { context: await contextFor("a sales rep of an active partner") }),
    ).toBe(acme.companyName);
  });
});
