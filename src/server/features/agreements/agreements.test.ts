import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { agreementSignatures, notifications, partnerAuditLogs, partnerDeals } from "#server/db/schema/index";
import { AGREEMENT_MESSAGES, type PublishAgreementInput } from "#shared/contracts/agreements";
import { DAY_MS } from "#shared/days";
import { createPartner, type TestPartner } from "#tests/factories/partners";
import { createPartnerContact, createPartnerMember, createUserWithPermission } from "#tests/factories/users";
import { DEAL, setUpDealsTestApp } from "#tests/support/apps/deals-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";
import { onePagePdf } from "#tests/support/files/one-page-pdf";
import { pdfText } from "#tests/support/files/pdf-text";
import { SAMPLE_PDF } from "#tests/support/files/sample-files";

// The programme agreement (docs/product/agreements.md): versions published by manage_programme, signed once per
// partner and version by a partner admin, with a stored PDF; until then a partner approved since the version was
// published registers no deal, on /rpc, on /api/v1 and with an API key.

const given = setUpDealsTestApp();
const db = () => given.app.testDatabase.database.db;
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
const sha256Bytes = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

const AGREEMENT: PublishAgreementInput = {
  title: "Partner Programme Agreement",
  body:
    "# Terms\n\n## 1. Scope\n\nThe partner resells the products.\n\n- Fair dealing\n- Confidentiality\n\n" +
    "<div>hidden clause</div>\n\nPrices follow [the price list](https://example.com/prices).",
  businessType: null,
  graceDays: 30,
};

interface Side {
  partner: TestPartner;
  admin: TestBrowser;
  adminId: string;
}

/** A partner approved `approvedDaysAgo` days ago (0: now, after every version published so far). */
async function side(approvedDaysAgo = 0, overrides: Parameters<typeof createPartner>[1] = {}): Promise<Side> {
  const approvedAt = new Date(Date.now() - approvedDaysAgo * DAY_MS);
  const partner = await createPartner(db(), {
    approvedAt,
    firstApprovedAt: approvedAt,
    createdAt: approvedAt,
    ...overrides,
  });
  const contact = await createPartnerContact(db(), partner);
  return { partner, admin: await signedInAs(given.app, contact), adminId: contact.id };
}

const dealCount = async (partnerId: string) =>
  (await db().select({ id: partnerDeals.id }).from(partnerDeals).where(eq(partnerDeals.partnerId, partnerId)))
    .length;

const sign = (as: TestBrowser, versionId: string, fullName = "Dana Reyes") =>
  as.client.agreements.sign({ versionId, fullName, title: "Managing Director", accepted: true });

/** A REST call with a cookie of a browser tab, or an API key as a bearer token. */
async function restSubmit(auth: { cookie: string } | { key: string }) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if ("cookie" in auth) {
    headers.cookie = auth.cookie;
    headers.origin = new URL(given.app.config.publicUrl).origin;
  } else headers.authorization = `Bearer ${auth.key}`;
  const response = await given.app.app.request("http://localhost/api/v1/deals", {
    method: "POST",
    headers,
    body: JSON.stringify({
      form: "portal",
      deal: { ...DEAL, companyName: `Rest Customer ${Math.random()}` },
    }),
  });
  return { status: response.status, body: (await response.json()) as { message?: string; data?: unknown } };
}

let first: Awaited<ReturnType<typeof publish>>;
let earlyPartner: Side;
const publish = (input: Partial<PublishAgreementInput> = {}) =>
  given.asAdmin.client.agreements.publish({ ...AGREEMENT, ...input });

beforeAll(async () => {
  // Approved well before the first version: it keeps registering deals within the grace period.
  earlyPartner = await side(60);
  first = await publish();
});

describe("publishing", () => {
  it("numbers each version, hashes its exact text and audits it; staff read them, only manage_programme publishes", async () => {
    expect(first).toMatchObject({
      number: 1,
      textSha256: sha256(AGREEMENT.body),
      isCurrent: true,
      signatures: 0,
    });
    const entries = await db()
      .select()
      .from(partnerAuditLogs)
      .where(
        and(eq(partnerAuditLogs.action, "agreement_published"), eq(partnerAuditLogs.subjectId, first.id)),
      );
    expect(entries).toHaveLength(1);
    expect(entries[0]?.details).toMatchObject({ version_number: 1, text_sha256: first.textSha256 });

    const reader = await signedInAs(given.app, await createUserWithPermission(db(), "manage_partners"));
    expect((await reader.client.agreements.versions()).versions.map((v) => v.number)).toContain(1);
    expect((await refusal(reader.client.agreements.publish(AGREEMENT))).status).toBe(403);
    expect((await refusal(given.asPartnerA.client.agreements.versions())).status).toBe(403);
  });

  it("gives a changed text another hash, and a version for one business type reaches only its partners", async () => {
    const consultants = await publish({
      body: `${AGREEMENT.body}\nConsultants also follow the advisory code.`,
      businessType: "consultant",
    });
    expect(consultants.number).toBe(first.number + 1);
    expect(consultants.textSha256).not.toBe(first.textSha256);
    const consultant = await side(0, { businessType: "consultant" });
    const reseller = await side(0);
    expect((await consultant.admin.client.agreements.mine()).current?.id).toBe(consultants.id);
    expect((await reseller.admin.client.agreements.mine()).current?.id).toBe(first.id);
    const listed = (await given.asAdmin.client.agreements.versions()).versions;
    expect(listed.find((v) => v.id === first.id)?.isCurrent).toBe(true);
    expect(listed.find((v) => v.id === consultants.id)?.isCurrent).toBe(true);
  });

  it("tells the partner admins of the active partners a version reaches, and nobody else", async () => {
    const consultant = await side(30, { businessType: "consultant" });
    const rep = await createPartnerMember(db(), consultant.partner);
    const reseller = await side(30);
    const suspended = await side(30, { businessType: "consultant", status: "suspended" });
    const version = await publish({
      body: `${AGREEMENT.body}\nFor consultants.`,
      businessType: "consultant",
    });
    const told = await db()
      .select({ userId: notifications.userId, message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.kind, "agreement_published"), eq(notifications.subjectId, version.id)));
    const who = told.map((row) => row.userId);
    expect(who).toContain(consultant.adminId);
    expect(who).not.toContain(rep.id);
    expect(who).not.toContain(reseller.adminId);
    expect(who).not.toContain(suspended.adminId);
    expect(told.find((row) => row.userId === consultant.adminId)?.message).toMatch(
      new RegExp(
        `^Version ${version.number} of the partner programme agreement was published: sign it for your company by .+ to keep registering deals\\.$`,
      ),
    );
  });
});

describe("deals before and after signing", () => {
  it("lets a partner approved before the version register deals until its grace period ends", async () => {
    const mine = await earlyPartner.admin.client.agreements.mine();
    expect(mine.standing).toBe("due");
    expect(mine.dueAt?.getTime()).toBe((mine.current?.publishedAt.getTime() ?? 0) + 30 * DAY_MS);
    await earlyPartner.admin.client.deals.submit({
      form: "portal",
      deal: { ...DEAL, companyName: "Within Grace Ltd" },
    });
  });

  it("keeps the grace of a partner suspended and set active again, which is no new approval", async () => {
    const returning = await side(60);
    for (const status of ["suspended", "active"] as const) {
      await given.asAdmin.client.partners.setStatus({ id: returning.partner.id, status });
    }
    expect(
      (await given.asAdmin.client.agreements.ofPartner({ partnerId: returning.partner.id })).standing,
    ).toBe("due");
  });

  it("refuses a newly approved partner's deals on /rpc, /api/v1 and with an API key, writing nothing, until an admin signs", async () => {
    const fresh = await side(0);
    const key = await fresh.admin.client.apiKeys.createPartner({ name: "CRM", expiresInDays: 30 });
    expect((await fresh.admin.client.agreements.mine()).standing).toBe("required");

    const onRpc = await refusal(fresh.admin.client.deals.submit({ form: "portal", deal: DEAL }));
    expect(onRpc.status).toBe(403);
    expect(onRpc.message).toBe(AGREEMENT_MESSAGES.unsigned);
    expect(onRpc.data).toMatchObject({ reason: "agreement_unsigned" });
    const withCookie = await restSubmit({ cookie: fresh.admin.cookieHeader() });
    expect(withCookie.status).toBe(403);
    expect(withCookie.body.message).toBe(AGREEMENT_MESSAGES.unsigned);
    const withKey = await restSubmit({ key: key.secret });
    expect(withKey.status).toBe(403);
    // The key reads the agreement, but cannot sign it: a signature is a person's.
    const read = await given.app.app.request("http://localhost/api/v1/agreement", {
      headers: { authorization: `Bearer ${key.secret}` },
    });
    expect(((await read.json()) as { canSign: boolean }).canSign).toBe(false);
    expect(await dealCount(fresh.partner.id)).toBe(0);

    // Staff register on the partner's behalf regardless.
    await given.asAdmin.client.deals.submit({ form: "portal", partnerId: fresh.partner.id, deal: DEAL });

    const { signature } = await sign(fresh.admin, first.id);
    expect(signature).toMatchObject({
      versionNumber: 1,
      textSha256: first.textSha256,
      signerName: "Dana Reyes",
    });
    expect((await fresh.admin.client.agreements.mine()).standing).toBe("signed");
    await fresh.admin.client.deals.submit({
      form: "portal",
      deal: { ...DEAL, companyName: "After Signing Ltd" },
    });
    expect((await restSubmit({ cookie: fresh.admin.cookieHeader() })).status).toBe(201);
    expect((await restSubmit({ key: key.secret })).status).toBe(201);
    expect(await dealCount(fresh.partner.id)).toBe(4);
  });

  it("holds a partner past a new version's grace period, and one that signed an earlier version meanwhile", async () => {
    const signedBefore = await side(10);
    await sign(signedBefore.admin, first.id);
    const strict = await publish({ body: `${AGREEMENT.body}\nAmended.`, graceDays: 0 });
    const mine = await signedBefore.admin.client.agreements.mine();
    expect(mine).toMatchObject({ standing: "required", canSign: true });
    expect(mine.current?.id).toBe(strict.id);
    expect(mine.signatures.map((s) => s.versionNumber)).toEqual([1]);
    expect(
      (await refusal(signedBefore.admin.client.deals.submit({ form: "portal", deal: DEAL }))).status,
    ).toBe(403);
    first = strict;
  });
});

describe("signing", () => {
  it("is a partner admin's alone: a sales rep reads the agreement but cannot sign it", async () => {
    const team = await side(0);
    const rep = await signedInAs(given.app, await createPartnerMember(db(), team.partner));
    const read = await rep.client.agreements.mine();
    expect(read).toMatchObject({ standing: "required", canSign: false });
    expect(sha256(read.current?.body ?? "")).toBe(first.textSha256);
    expect((await refusal(sign(rep, first.id))).status).toBe(403);
    expect((await rep.client.agreements.mine()).signatures).toEqual([]);
  });

  it("makes one record when signed twice or by two admins at once, and leaves no second file", async () => {
    const team = await side(0);
    const second = await signedInAs(
      given.app,
      await createPartnerMember(db(), team.partner, { role: "partner_admin" }),
    );
    const [a, b] = await Promise.all([
      sign(team.admin, first.id, "Dana Reyes"),
      sign(second, first.id, "Sam Lee"),
    ]);
    expect(a.signature.id).toBe(b.signature.id);
    const again = await sign(team.admin, first.id, "Someone Else");
    expect(again.signature.id).toBe(a.signature.id);
    const rows = await db()
      .select()
      .from(agreementSignatures)
      .where(eq(agreementSignatures.partnerId, team.partner.id));
    expect(rows).toHaveLength(1);
    const audits = await db()
      .select()
      .from(partnerAuditLogs)
      .where(
        and(eq(partnerAuditLogs.partnerId, team.partner.id), eq(partnerAuditLogs.action, "agreement_signed")),
      );
    expect(audits).toHaveLength(1);
    const folder = path.join(given.app.config.filesDir, "signed-agreements", team.partner.id);
    expect(readdirSync(folder)).toEqual([path.basename(rows[0]?.documentKey ?? "")]);
  });

  it("refuses a version no longer current, naming the newer one to read", async () => {
    const team = await side(0);
    const old = (await given.asAdmin.client.agreements.versions()).versions.find((v) => v.number === 1);
    const stale = await refusal(sign(team.admin, old?.id ?? ""));
    expect(stale.status).toBe(409);
    expect(stale.message).toBe(AGREEMENT_MESSAGES.superseded);
    expect(
      await db().select().from(agreementSignatures).where(eq(agreementSignatures.partnerId, team.partner.id)),
    ).toEqual([]);
  });

  it("records the evidence, and the signature can be neither altered nor deleted", async () => {
    const team = await side(0);
    const { signature } = await sign(team.admin, first.id);
    const [row] = await db()
      .select()
      .from(agreementSignatures)
      .where(eq(agreementSignatures.id, signature.id));
    expect(row).toMatchObject({
      signedBy: team.adminId,
      textSha256: first.textSha256,
      signerTitle: "Managing Director",
    });
    await expect(
      db().execute(sql`update agreement_signatures set signer_name = 'Forged' where id = ${signature.id}`),
    ).rejects.toThrow();
    await expect(
      db().execute(sql`delete from agreement_signatures where id = ${signature.id}`),
    ).rejects.toThrow();
    await expect(
      db().execute(sql`update agreement_versions set grace_days = 180 where id = ${first.id}`),
    ).rejects.toThrow();
  });
});

describe("the signed copy", () => {
  it("is a PDF naming the signer, the company and the hash, for the partner's admins and partner managers", async () => {
    const team = await side(0, { companyName: "Copy Check Ltd" });
    const { signature } = await sign(team.admin, first.id, "Jordan Quill");
    const url = `http://localhost/api/v1/agreement/signatures/${signature.id}/pdf`;
    const response = await given.app.app.request(url, { headers: { cookie: team.admin.cookieHeader() } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/pdf");
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain("Jordan Quill, Managing Director");
    expect(text).toContain("Copy Check Ltd");
    expect(text).toContain(first.textSha256);
    expect(text).toContain("The partner resells the products.");
    // What the screen does not show is not drawn either; a link shows where it leads.
    expect(text).not.toContain("hidden clause");
    expect(text).toContain("the price list (https://example.com/prices)");

    const staff = await given.app.app.request(
      `http://localhost/api/v1/partners/${team.partner.id}/agreement/signatures/${signature.id}/pdf`,
      { headers: { cookie: given.asAdmin.cookieHeader() } },
    );
    expect(staff.status).toBe(200);
    // Another partner's signature is not found, as a missing one.
    const other = await given.app.app.request(url, { headers: { cookie: given.asPartnerA.cookieHeader() } });
    expect(other.status).toBe(404);
    const missing = await refusal(
      given.asAdmin.client.agreements.ofPartner({ partnerId: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(missing).toMatchObject({ status: 404, message: "No such partner." });
    const ofPartner = await given.asAdmin.client.agreements.ofPartner({ partnerId: team.partner.id });
    expect(ofPartner).toMatchObject({ standing: "signed", canSign: false });
    expect(ofPartner.signatures.map((s) => s.id)).toEqual([signature.id]);
  });
});

describe("what publishing refuses, so that every signature can be drawn", () => {
  it("refuses a text nested deeper than the signed copy can show, publishing nothing", async () => {
    const before = (await given.asAdmin.client.agreements.versions()).versions.length;
    for (const body of [`${">".repeat(3000)} quoted`, `${"- ".repeat(2000)}item`]) {
      const deep = await refusal(publish({ body }));
      expect(deep.status).toBe(400);
      expect(deep.message).toBe(AGREEMENT_MESSAGES.tooDeep);
    }
    expect((await given.asAdmin.client.agreements.versions()).versions).toHaveLength(before);
  });

  it("refuses a PDF that opens but whose pages cannot be copied into a signed copy", async () => {
    const broken = new TextEncoder().encode(
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
        "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]/Resources 5/Contents 5>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    );
    const refused = await refusal(
      given.asAdmin.client.agreements.publishPdf({
        agreement: { title: "Broken", graceDays: 30 },
        document: new File([broken], "broken.pdf", { type: "application/pdf" }),
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(AGREEMENT_MESSAGES.unreadablePdf);
  });
});

describe("a version published as a PDF", () => {
  it("refuses a file that is not a PDF, or one without a page, storing nothing", async () => {
    const before = (await given.asAdmin.client.agreements.versions()).versions.length;
    const notPdf = await refusal(
      given.asAdmin.client.agreements.publishPdf({
        agreement: { title: "Terms", graceDays: 30 },
        document: new File(["plain text"], "terms.pdf", { type: "application/pdf" }),
      }),
    );
    expect(notPdf.status).toBe(400);
    const empty = await refusal(
      given.asAdmin.client.agreements.publishPdf({
        agreement: { title: "Terms", graceDays: 30 },
        document: new File([SAMPLE_PDF], "terms.pdf", { type: "application/pdf" }),
      }),
    );
    expect(empty.status).toBe(400);
    expect(empty.message).toBe(AGREEMENT_MESSAGES.unreadablePdf);
    expect((await given.asAdmin.client.agreements.versions()).versions).toHaveLength(before);
    const stored = path.join(given.app.config.filesDir, "signed-agreements", "versions");
    expect(existsSync(stored) ? readdirSync(stored) : []).toEqual([]);
  });

  it("hashes the file's bytes, gives members the file, and signs its pages with the evidence after them", async () => {
    const bytes = await onePagePdf("Schedule A: the PDF terms of the programme");
    const version = await given.asAdmin.client.agreements.publishPdf({
      agreement: { title: "Partner Agreement (PDF)", graceDays: 0 },
      document: new File([bytes], "partner-terms.pdf", { type: "application/pdf" }),
    });
    expect(version).toMatchObject({
      textSha256: sha256Bytes(bytes),
      documentName: "partner-terms.pdf",
      isCurrent: true,
    });

    const team = await side(0, { companyName: "Pdf Signers Ltd" });
    const mine = await team.admin.client.agreements.mine();
    expect(mine.current).toMatchObject({ id: version.id, body: "", documentName: "partner-terms.pdf" });
    const file = await given.app.app.request("http://localhost/api/v1/agreement/document", {
      headers: { cookie: team.admin.cookieHeader() },
    });
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);

    const { signature } = await sign(team.admin, version.id, "Riley Moss");
    expect(signature.textSha256).toBe(sha256Bytes(bytes));
    const copy = await given.app.app.request(
      `http://localhost/api/v1/agreement/signatures/${signature.id}/pdf`,
      { headers: { cookie: team.admin.cookieHeader() } },
    );
    const copyBytes = new Uint8Array(await copy.arrayBuffer());
    const pages = (await PDFDocument.load(copyBytes)).getPageCount();
    expect(pages).toBeGreaterThanOrEqual(2);
    const text = pdfText(copyBytes);
    expect(text.indexOf("Schedule A: the PDF terms")).toBeLessThan(
      text.indexOf("Riley Moss, Managing Director"),
    );
    expect(text).toContain(sha256Bytes(bytes));
  });
});
