import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  emailOutbox,
  idempotencyKeys,
  notifications,
  partnerAuditLogs,
  partnerDeals,
  partners,
  personPreferences,
} from "#server/db/schema/index";
import { createPartner, type TestPartner } from "#tests/factories/partners";
import { createAdmin, createPartnerContact, type TestUser } from "#tests/factories/users";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { signedInAs } from "#tests/support/browser/rpc-client";
import { SAMPLE_PDF, sampleFile } from "#tests/support/files/sample-files";
import { IDEMPOTENCY_REFUSALS, idempotency } from "./idempotency";
import { createLogger } from "./logger";
import { sendDueDigests } from "./notification-digests";

// docs/product/api-and-integrations.md#safe-retries, decision 0029.

let testApp: TestApp;
const db = () => testApp.testDatabase.database.db;

interface PartnerSide {
  partner: TestPartner;
  contact: TestUser;
  cookie: string;
  key: string;
}

async function partnerSide(): Promise<PartnerSide> {
  const partner = await createPartner(db());
  const contact = await createPartnerContact(db(), partner);
  const as = await signedInAs(testApp, contact);
  const { secret } = await as.client.apiKeys.createPartner({ name: "CRM sync", expiresInDays: 30 });
  return { partner, contact, cookie: as.cookieHeader(), key: secret };
}

const dealBody = (companyName: string) => ({
  form: "portal",
  deal: { companyName, contactPerson: "Ivy Import", dealValue: "1200.00" },
});

/** A REST write as an integrator sends it: the key as a bearer token, JSON or a multipart form. */
async function write(
  path: string,
  init: {
    key?: string;
    cookie?: string;
    idempotencyKey?: string;
    body?: unknown;
    form?: FormData;
    method?: string;
    app?: TestApp;
  },
) {
  const headers: Record<string, string> = {};
  if (init.key) headers.authorization = `Bearer ${init.key}`;
  if (init.cookie) {
    headers.cookie = init.cookie;
    headers.origin = new URL(testApp.config.publicUrl).origin;
  }
  if (init.idempotencyKey !== undefined) headers["idempotency-key"] = init.idempotencyKey;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  const response = await (init.app ?? testApp).app.request(`http://localhost/api/v1${path}`, {
    method: init.method ?? "POST",
    headers,
    body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: text ? JSON.parse(text) : undefined,
  };
}

const dealsNamed = (partner: TestPartner, companyName: string) =>
  db()
    .select({ id: partnerDeals.id })
    .from(partnerDeals)
    .where(and(eq(partnerDeals.partnerId, partner.id), eq(partnerDeals.companyName, companyName)));

function dealForm(companyName: string, proposal: Uint8Array) {
  const form = new FormData();
  form.set("form", "portal");
  form.set("deal[companyName]", companyName);
  form.set("deal[contactPerson]", "Paula Proposal");
  form.set("deal[dealValue]", "900");
  form.set("proposal", sampleFile(proposal, "proposal.pdf", "application/pdf"));
  return form;
}

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.dispose();
});

describe("an Idempotency-Key on a REST write", () => {
  let acme: PartnerSide;
  let globex: PartnerSide;
  beforeAll(async () => {
    [acme, globex] = await Promise.all([partnerSide(), partnerSide()]);
  });

  it("gives a repeat of the same request the first answer back, without doing the work again", async () => {
    const first = await write("/deals", {
      key: acme.key,
      idempotencyKey: "order-1",
      body: dealBody("Replay Co"),
    });
    expect(first.status, first.text).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();

    const repeat = await write("/deals", {
      key: acme.key,
      idempotencyKey: "order-1",
      body: dealBody("Replay Co"),
    });
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get("idempotent-replayed")).toBe("true");
    expect(repeat.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(repeat.body).toEqual(first.body);
    expect(await dealsNamed(acme.partner, "Replay Co")).toHaveLength(1);
  });

  it("answers 422 to the same key with another body or another operation", async () => {
    const first = await write("/deals", {
      key: acme.key,
      idempotencyKey: "order-2",
      body: dealBody("First Body"),
    });
    expect(first.status).toBe(201);
    const otherBody = await write("/deals", {
      key: acme.key,
      idempotencyKey: "order-2",
      body: dealBody("Second Body"),
    });
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.message).toBe(IDEMPOTENCY_REFUSALS.otherRequest);
    const otherOperation = await write(`/deals/${first.body.deal.id}/status`, {
      key: acme.key,
      idempotencyKey: "order-2",
      body: { status: "approved" },
    });
    expect(otherOperation.status).toBe(422);
    expect(await dealsNamed(acme.partner, "Second Body")).toHaveLength(0);
  });

  it("refuses a key that is empty, too long or not printable ASCII", async () => {
    for (const idempotencyKey of ["", "k".repeat(256), "tab\there", "caf\u00e9"]) {
      const answer = await write("/deals", { key: acme.key, idempotencyKey, body: dealBody("Bad Key Co") });
      expect(answer.status, idempotencyKey).toBe(400);
      expect(answer.body.message).toBe(IDEMPOTENCY_REFUSALS.invalidKey);
    }
    const longest = await write("/deals", {
      key: acme.key,
      idempotencyKey: "k".repeat(255),
      body: dealBody("Bad Key Co"),
    });
    expect(longest.status).toBe(201);
  });

  it("runs 20 concurrent repeats of a deal submission once: one deal, one audit entry, one mail", async () => {
    const admin = await createAdmin(db());
    await db()
      .insert(personPreferences)
      .values({ userId: admin.id, notificationEmails: ["deal_submitted"] });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        write("/deals", { key: acme.key, idempotencyKey: "burst", body: dealBody("Burst Industries") }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(answers.filter((answer) => answer.headers.get("idempotent-replayed") === null)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body.deal.id)).size).toBe(1);

    const deals = await dealsNamed(acme.partner, "Burst Industries");
    expect(deals).toHaveLength(1);
    const dealId = deals[0]?.id as string;
    const audit = await db()
      .select()
      .from(partnerAuditLogs)
      .where(and(eq(partnerAuditLogs.action, "deal_submitted"), eq(partnerAuditLogs.subjectId, dealId)));
    expect(audit).toHaveLength(1);
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.kind, "deal_submitted")));
    expect(told).toHaveLength(1);
    expect(told[0]?.emailDue).toBe(true);

    await sendDueDigests(db(), testApp.config);
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, admin.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text.split("Burst Industries").length).toBe(2);
  });

  it("keeps the keys of different callers apart", async () => {
    const forAcme = await write("/deals", {
      key: acme.key,
      idempotencyKey: "shared",
      body: dealBody("Acme Side"),
    });
    const forGlobex = await write("/deals", {
      key: globex.key,
      idempotencyKey: "shared",
      body: dealBody("Globex Side"),
    });
    const bySession = await write("/deals", {
      cookie: acme.cookie,
      idempotencyKey: "shared",
      body: dealBody("Session Side"),
    });
    expect([forAcme.status, forGlobex.status, bySession.status]).toEqual([201, 201, 201]);
    expect(bySession.headers.get("idempotent-replayed")).toBeNull();
    expect(await dealsNamed(globex.partner, "Globex Side")).toHaveLength(1);
    expect(await dealsNamed(acme.partner, "Session Side")).toHaveLength(1);

    const sessionRepeat = await write("/deals", {
      cookie: acme.cookie,
      idempotencyKey: "shared",
      body: dealBody("Session Side"),
    });
    expect(sessionRepeat.headers.get("idempotent-replayed")).toBe("true");
    expect(sessionRepeat.body).toEqual(bySession.body);
  });

  it("fingerprints an upload's file: the same file replays, another file is another request", async () => {
    const first = await write("/deals", {
      key: acme.key,
      idempotencyKey: "with-file",
      form: dealForm("Proposal Co", SAMPLE_PDF),
    });
    expect(first.status, first.text).toBe(201);
    const same = await write("/deals", {
      key: acme.key,
      idempotencyKey: "with-file",
      form: dealForm("Proposal Co", SAMPLE_PDF),
    });
    expect(same.headers.get("idempotent-replayed")).toBe("true");
    expect(same.body).toEqual(first.body);

    const otherPdf = new TextEncoder().encode(`${new TextDecoder().decode(SAMPLE_PDF)}% another revision\n`);
    const otherFile = await write("/deals", {
      key: acme.key,
      idempotencyKey: "with-file",
      form: dealForm("Proposal Co", otherPdf),
    });
    expect(otherFile.status).toBe(422);
    expect(await dealsNamed(acme.partner, "Proposal Co")).toHaveLength(1);
  });

  it("lets a key go after a 5xx answer, so the retry runs", async () => {
    const put = vi.spyOn(testApp.storage, "put").mockRejectedValueOnce(new Error("storage unreachable"));
    try {
      const failed = await write("/deals", {
        key: acme.key,
        idempotencyKey: "after-outage",
        form: dealForm("Outage Co", SAMPLE_PDF),
      });
      expect(failed.status).toBe(500);
      const retried = await write("/deals", {
        key: acme.key,
        idempotencyKey: "after-outage",
        form: dealForm("Outage Co", SAMPLE_PDF),
      });
      expect(retried.status, retried.text).toBe(201);
      expect(retried.headers.get("idempotent-replayed")).toBeNull();
      expect(await dealsNamed(acme.partner, "Outage Co")).toHaveLength(1);
    } finally {
      put.mockRestore();
    }
  });

  it("stores a 4xx answer and gives it back", async () => {
    const refused = await write("/deals", {
      key: acme.key,
      idempotencyKey: "refused",
      body: { form: "portal", deal: { companyName: "", contactPerson: "x", dealValue: "1" } },
    });
    expect(refused.status).toBe(400);
    const repeat = await write("/deals", {
      key: acme.key,
      idempotencyKey: "refused",
      body: { form: "portal", deal: { companyName: "", contactPerson: "x", dealValue: "1" } },
    });
    expect(repeat.status).toBe(400);
    expect(repeat.headers.get("idempotent-replayed")).toBe("true");
    expect(repeat.body).toEqual(refused.body);
  });

  it("runs a key again once its 24 hours are over", async () => {
    const first = await write("/deals", {
      key: acme.key,
      idempotencyKey: "yesterday",
      body: dealBody("Old Key Co"),
    });
    expect(first.status).toBe(201);
    await db()
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '24 hours 1 minute'` })
      .where(eq(idempotencyKeys.key, "yesterday"));
    const again = await write("/deals", {
      key: acme.key,
      idempotencyKey: "yesterday",
      body: dealBody("Old Key Co"),
    });
    // It ran: the deal rules now see the same deal registered already (docs/product/deals.md#submit).
    expect(again.status).toBe(409);
    expect(again.body.data.reason).toBe("already_registered");
    expect(again.headers.get("idempotent-replayed")).toBeNull();
  });

  it("takes over a key whose attempt stopped renewing its lease (its server died)", async () => {
    const first = await write("/deals", {
      key: acme.key,
      idempotencyKey: "orphan",
      body: dealBody("Orphan Co"),
    });
    expect(first.status).toBe(201);
    await db().delete(partnerDeals).where(eq(partnerDeals.id, first.body.deal.id));
    await db()
      .update(idempotencyKeys)
      .set({
        responseStatus: null,
        responseBody: null,
        responseHeaders: null,
        leaseUntil: sql`now() - interval '1 second'`,
      })
      .where(eq(idempotencyKeys.key, "orphan"));
    const again = await write("/deals", {
      key: acme.key,
      idempotencyKey: "orphan",
      body: dealBody("Orphan Co"),
    });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBeNull();
    expect(await dealsNamed(acme.partner, "Orphan Co")).toHaveLength(1);
  });

  it("gives nothing back to a key whose partner was suspended since", async () => {
    const side = await partnerSide();
    const first = await write("/deals", {
      key: side.key,
      idempotencyKey: "before",
      body: dealBody("Paused Co"),
    });
    expect(first.status).toBe(201);
    await db().update(partners).set({ status: "suspended" }).where(eq(partners.id, side.partner.id));
    const repeat = await write("/deals", {
      key: side.key,
      idempotencyKey: "before",
      body: dealBody("Paused Co"),
    });
    expect(repeat.status).toBe(401);
    expect(repeat.headers.get("idempotent-replayed")).toBeNull();
  });

  it("ignores the header on reads and on anonymous requests", async () => {
    const read = await write("/deals", { key: acme.key, idempotencyKey: "read", method: "GET" });
    expect(read.status).toBe(200);
    const anonymous = await write("/deals", { idempotencyKey: "anon", body: dealBody("Nobody Co") });
    expect(anonymous.status).toBe(401);
    const rows = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "read"));
    expect(rows).toEqual([]);
  });
});

describe("a repeat while the first attempt still runs", () => {
  /** An app whose one write waits until the test lets it finish, counting how often it ran. */
  function slowApp(waitMs: number) {
    let release = () => {};
    const finished = new Promise<void>((resolve) => {
      release = resolve;
    });
    const runs = { count: 0 };
    const app = new Hono();
    app.use(
      idempotency({
        db: db(),
        logger: createLogger("silent"),
        callerOf: async () => "user:slow-test",
        waitMs,
        pollMs: 20,
      }),
    );
    app.post("/work", async (c) => {
      runs.count += 1;
      await finished;
      return c.json({ done: runs.count }, 201);
    });
    const send = (key: string) =>
      app.request("http://localhost/work", {
        method: "POST",
        headers: { "idempotency-key": key },
        body: "{}",
      });
    return { send, release, runs };
  }

  it("waits for it and then gives its answer back", async () => {
    const slow = slowApp(5000);
    const first = slow.send("waits");
    await vi.waitFor(() => expect(slow.runs.count).toBe(1));
    const repeat = slow.send("waits");
    setTimeout(slow.release, 100);
    const [firstAnswer, repeatAnswer] = await Promise.all([first, repeat]);
    expect(firstAnswer.status).toBe(201);
    expect(repeatAnswer.status).toBe(201);
    expect(repeatAnswer.headers.get("idempotent-replayed")).toBe("true");
    expect(await repeatAnswer.json()).toEqual({ done: 1 });
    expect(slow.runs.count).toBe(1);
  });

  it("answers 409 with Retry-After when it is still running after the wait", async () => {
    const slow = slowApp(100);
    const first = slow.send("still-running");
    await vi.waitFor(() => expect(slow.runs.count).toBe(1));
    const repeat = await slow.send("still-running");
    expect(repeat.status).toBe(409);
    expect(repeat.headers.get("retry-after")).toBe("1");
    expect(((await repeat.json()) as { message: string }).message).toBe(IDEMPOTENCY_REFUSALS.stillRunning);
    slow.release();
    expect((await first).status).toBe(201);
    expect(slow.runs.count).toBe(1);
  });
});
