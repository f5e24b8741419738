import { ORPCError } from "@orpc/client";
import { type AnyProcedure, type AnyRouter, call, isProcedure } from "@orpc/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieFor, testBrowser } from "../../../tests/support/rpc-client";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { partners, user } from "../db/schema";
import { seedDemoData } from "../db/seed";
import { createLogger } from "../platform/logger";
import { router } from "../router";
import type { RpcContext } from "./context";
import { type ProcedureMeta, partnerProcedure, permissionProcedure } from "./procedures";

function procedures(node: AnyRouter, path: string[] = []): { path: string[]; procedure: AnyProcedure }[] {
  if (isProcedure(node)) return [{ path, procedure: node }];
  return Object.entries(node).flatMap(([key, child]) => procedures(child as AnyRouter, [...path, key]));
}

const all = procedures(router);

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

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedDemoData(testApp.testDatabase.database.db);
  });
  afterAll(async () => {
    await testApp.dispose();
  });

  async function contextFor(email: string | null): Promise<RpcContext> {
    const headers = new Headers();
    if (email) {
      const [row] = await testApp.testDatabase.database.db
        .select({ id: user.id })
        .from(user)
        .where(eq(user.email, email));
      if (!row) throw new Error(`no user ${email}`);
      headers.set("cookie", await sessionCookieFor(testApp.auth, row.id));
    }
    return {
      db: testApp.testDatabase.database.db,
      config: testApp.config,
      logger: createLogger("silent"),
      auth: testApp.auth,
      storage: testApp.storage,
      mail: { sendNow: async () => ({ status: "queued", reason: "test" }), stop: () => {} },
      headers,
      clientIp: undefined,
    };
  }

  const statusOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 200,
      (error: unknown) => (error instanceof ORPCError ? error.status : 500),
    );

  it.each([
    [null, 401],
    ["user@example.com", 403],
    ["viewer@example.com", 403],
    ["partner@acme.example", 403],
    ["manager@example.com", 200],
    ["admin@example.com", 200],
    ["superadmin@example.com", 200],
  ])("permissionProcedure('manage_users') called by %s answers %i", async (email, status) => {
    expect(await statusOf(call(onlyUserManagers, undefined, { context: await contextFor(email) }))).toBe(
      status,
    );
  });

  it.each([
    [null, 401],
    ["admin@example.com", 403],
    ["suspended@hooli.example", 403],
    ["partner@acme.example", 200],
  ])("partnerProcedure called by %s answers %i", async (email, status) => {
    expect(await statusOf(call(ownPartner, undefined, { context: await contextFor(email) }))).toBe(status);
  });

  it("never hands a partner to a staff user whose e-mail happens to be its contact's", async () => {
    await testApp.testDatabase.database.db.insert(partners).values({
      companyName: "Lookalike Ltd",
      contactName: "Ulla Jensen",
      contactEmail: "user@example.com",
      businessType: "reseller",
      status: "active",
    });
    expect(
      await statusOf(call(ownPartner, undefined, { context: await contextFor("user@example.com") })),
    ).toBe(403);
  });

  it("gives a partner its own partner, never another one", async () => {
    expect(await call(ownPartner, undefined, { context: await contextFor("partner@acme.example") })).toBe(
      "Acme Solutions",
    );
    expect(await call(ownPartner, undefined, { context: await contextFor("partner@globex.example") })).toBe(
      "Globex Systems",
    );
  });
});
