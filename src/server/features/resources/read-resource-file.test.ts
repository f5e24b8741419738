import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { demoPptx } from "#server/db/demo/files/pptx";
import { partnerAuditLogs } from "#server/db/schema/index";
import { createResource } from "#tests/factories/resources";
import { setUpResourcesTestApp } from "#tests/support/apps/resources-test-app";
import { SAMPLE_MP4 } from "#tests/support/files/sample-files";

const given = setUpResourcesTestApp();
const db = () => given.app.testDatabase.database.db;

const download = (id: string, cookie: string, headers: Record<string, string> = {}, method = "GET") =>
  given.app.app.request(`http://localhost/api/v1/resources/${id}/file`, {
    method,
    headers: { cookie, ...headers },
  });

const downloadsOf = (resourceId: string) =>
  db()
    .select()
    .from(partnerAuditLogs)
    .where(
      and(
        eq(partnerAuditLogs.action, "resource_downloaded"),
        sql`${partnerAuditLogs.details}->>'resource_id' = ${resourceId}`,
      ),
    );

const video = () =>
  createResource(db(), {
    storage: given.app.storage,
    bytes: SAMPLE_MP4,
    title: "Fossa Tour",
    contentType: "video",
    fileType: "video/mp4",
    fileName: "fossa tour.mp4",
  });

describe("downloading a resource's file", () => {
  it("gives a partner a public PDF inline, streamed whole, and audits the download", async () => {
    const resource = await createResource(db(), { storage: given.app.storage, title: "Civet Guide" });
    const answer = await download(resource.id, given.asPartnerA.cookieHeader());
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("content-disposition")).toMatch(/^inline; filename="guide-\d+\.pdf"/);
    expect(answer.headers.get("content-security-policy")).not.toContain("sandbox");
    expect(answer.headers.get("x-portal-inline-viewing")).toBeNull();
    expect(answer.headers.get("accept-ranges")).toBe("bytes");
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(bytes.length).toBe(resource.fileSize);
    expect(await downloadsOf(resource.id)).toEqual([
      expect.objectContaining({
        partnerId: given.partnerA.id,
        actorUserId: given.partnerAContactId,
        details: { resource_id: resource.id, resource_title: "Civet Guide", content_type: "pdf" },
      }),
    ]);
  });

  it("serves office files as sandboxed attachments", async () => {
    const deck = demoPptx([{ title: "Deck", lines: ["A slide."] }]);
    const resource = await createResource(db(), {
      storage: given.app.storage,
      bytes: deck,
      contentType: "deck",
      fileType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      fileName: "Quarterly Deck.pptx",
    });
    const answer = await download(resource.id, given.asPartnerA.cookieHeader());
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toBe(
      `attachment; filename="Quarterly Deck.pptx"; filename*=UTF-8''Quarterly%20Deck.pptx`,
    );
    expect(answer.headers.get("content-security-policy")).toContain("sandbox");
  });

  it("answers a video's byte ranges with 206, and audits the download once, not every range", async () => {
    const resource = await video();
    const first = await download(resource.id, given.asPartnerA.cookieHeader(), { range: "bytes=0-" });
    expect(first.status).toBe(206);
    expect(first.headers.get("content-range")).toBe(`bytes 0-${SAMPLE_MP4.length - 1}/${SAMPLE_MP4.length}`);
    await first.arrayBuffer();
    const middle = await download(resource.id, given.asPartnerA.cookieHeader(), { range: "bytes=100-199" });
    expect(middle.status).toBe(206);
    expect(middle.headers.get("content-length")).toBe("100");
    expect(middle.headers.get("content-range")).toBe(`bytes 100-199/${SAMPLE_MP4.length}`);
    expect(new Uint8Array(await middle.arrayBuffer())).toEqual(SAMPLE_MP4.slice(100, 200));
    expect(middle.headers.get("content-disposition")).toMatch(/^inline/);
    expect(await downloadsOf(resource.id)).toHaveLength(1);
  });

  it("answers a range the file does not have with 416 and its size, not with the whole file", async () => {
    const resource = await video();
    const size = SAMPLE_MP4.length;
    for (const range of [
      `bytes=${size}-`,
      `bytes=${size + 10}-${size + 20}`,
      "bytes=200-100",
      "bytes=abc",
      "bytes=-0",
      "bytes=1-2-3",
    ]) {
      const answer = await download(resource.id, given.asPartnerA.cookieHeader(), { range });
      expect(answer.status, range).toBe(416);
      expect(answer.headers.get("content-range"), range).toBe(`bytes */${size}`);
      expect(await answer.json(), range).toMatchObject({
        code: "RANGE_NOT_SATISFIABLE",
        status: 416,
        message: `The requested range is not within this file of ${size} bytes.`,
      });
    }
    // A unit we do not serve, or several ranges at once, may be ignored: the whole file.
    for (const range of ["items=0-9", "bytes=0-9,20-29"]) {
      const answer = await download(resource.id, given.asPartnerA.cookieHeader(), { range });
      expect(answer.status, range).toBe(200);
      expect((await answer.arrayBuffer()).byteLength, range).toBe(size);
    }
  });

  it("answers HEAD as GET without a body, and audits no download", async () => {
    const resource = await video();
    const cookie = given.asPartnerA.cookieHeader();
    const get = await download(resource.id, cookie);
    await get.arrayBuffer();
    const head = await download(resource.id, cookie, {}, "HEAD");
    expect(head.status).toBe(200);
    for (const name of ["content-type", "content-length", "content-disposition", "accept-ranges"])
      expect(head.headers.get(name), name).toBe(get.headers.get(name));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const part = await download(resource.id, cookie, { range: "bytes=100-199" }, "HEAD");
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${SAMPLE_MP4.length}`);
    expect((await download(resource.id, cookie, { range: "bytes=99999999-" }, "HEAD")).status).toBe(416);
    expect((await download("00000000-0000-4000-8000-000000000000", cookie, {}, "HEAD")).status).toBe(404);
    expect(await downloadsOf(resource.id)).toHaveLength(1);
  });

  it("answers another partner's request for a draft 404, exactly as for a missing resource", async () => {
    const draft = await createResource(db(), { storage: given.app.storage, isPublic: false });
    const hidden = await download(draft.id, given.asPartnerB.cookieHeader());
    const missing = await download("00000000-0000-4000-8000-000000000000", given.asPartnerB.cookieHeader());
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual(await missing.json());
    // Administrators see drafts; their downloads are not partner downloads.
    expect((await download(draft.id, given.asAdmin.cookieHeader())).status).toBe(200);
    expect(await downloadsOf(draft.id)).toHaveLength(0);
  });

  it("still serves the file when the audit entry cannot be written", async () => {
    const resource = await createResource(db(), { storage: given.app.storage });
    await db().execute(sql`create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit unavailable'; end $$`);
    await db().execute(
      sql`create trigger refuse_audit before insert on partner_audit_logs for each row execute function refuse_audit()`,
    );
    try {
      const answer = await download(resource.id, given.asPartnerA.cookieHeader());
      expect(answer.status).toBe(200);
      expect((await answer.arrayBuffer()).byteLength).toBe(resource.fileSize);
    } finally {
      await db().execute(sql`drop trigger refuse_audit on partner_audit_logs`);
      await db().execute(sql`drop function refuse_audit()`);
    }
    expect(await downloadsOf(resource.id)).toHaveLength(0);
  });

  it("answers 404 with its own message when the file has gone from storage", async () => {
    const resource = await createResource(db(), { storage: given.app.storage });
    await given.app.storage.delete("resources", resource.fileKey);
    const answer = await download(resource.id, given.asAdmin.cookieHeader());
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { message: string }).message).toContain("file is missing");
  });

  it("is refused to staff without manage_partners (403) and visitors (401)", async () => {
    const resource = await createResource(db(), { storage: given.app.storage });
    expect((await download(resource.id, given.asUser.cookieHeader())).status).toBe(403);
    expect((await download(resource.id, "")).status).toBe(401);
  });
});
