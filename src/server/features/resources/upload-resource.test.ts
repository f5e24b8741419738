import { readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { demoPptx } from "#server/db/demo/files/pptx";
import { partnerAuditLogs, partnerResources } from "#server/db/schema/index";
import { setUpResourcesTestApp } from "#tests/support/apps/resources-test-app";
import { refusal } from "#tests/support/browser/refusal";
import { testBrowser } from "#tests/support/browser/rpc-client";
import { SAMPLE_EXE, SAMPLE_MP4, SAMPLE_PDF, sampleFile } from "#tests/support/files/sample-files";

const given = setUpResourcesTestApp();
const db = () => given.app.testDatabase.database.db;
const MiB = 1024 * 1024;

/** Every stored resource file, as keys under the resources bucket on disk. */
function storedFiles(): string[] {
  try {
    return readdirSync(path.join(given.app.config.filesDir, "resources"), {
      recursive: true,
      encoding: "utf8",
    }).filter((entry) => /\.\w+$/.test(entry));
  } catch {
    return [];
  }
}

const rowsTitled = (title: string) =>
  db().select().from(partnerResources).where(eq(partnerResources.title, title));

async function post(fields: Record<string, string>, file?: Blob & { name?: string }, fileName?: string) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(`resource[${key}]`, value);
  if (file && fileName) body.append("file", file, fileName);
  else if (file) body.append("file", file);
  return given.app.app.request("http://localhost/api/v1/resources", {
    method: "POST",
    body,
    headers: { origin: "http://localhost:3000", cookie: given.asAdmin.cookieHeader() },
  });
}

describe("uploading a resource", () => {
  it("stores the file, the row with its real type, name and size, and the audit entry", async () => {
    const response = await post(
      { title: "Jaguar Pricing", description: "List prices", contentType: "pdf", isPublic: "false" },
      sampleFile(SAMPLE_PDF, "Jaguar Pricing.pdf", "application/pdf"),
    );
    const created = (await response.json()) as { id: string };
    expect(response.status, JSON.stringify(created)).toBe(201);
    expect(created).toMatchObject({
      title: "Jaguar Pricing",
      description: "List prices",
      contentType: "pdf",
      isPublic: false,
      fileType: "application/pdf",
      fileName: "Jaguar Pricing.pdf",
      fileSize: SAMPLE_PDF.length,
    });
    const [row] = await rowsTitled("Jaguar Pricing");
    expect(row?.uploadedBy).toBe(given.adminId);
    expect(await given.app.storage.get("resources", row?.fileKey as string)).toEqual(SAMPLE_PDF);
    const [audit] = await db()
      .select()
      .from(partnerAuditLogs)
      .where(eq(partnerAuditLogs.action, "resource_uploaded"));
    expect(audit).toMatchObject({ actorUserId: given.adminId, details: { resource_id: created.id } });
  });

  it("takes pdf and public as the defaults, and PowerPoint and video files by their content", async () => {
    const deck = demoPptx([{ title: "Deck", lines: ["One slide."] }]);
    for (const [title, file] of [
      ["Margay Deck", sampleFile(deck, "margay.pptx")],
      ["Margay Video", sampleFile(SAMPLE_MP4, "margay.mp4")],
    ] as const) {
      expect((await post({ title }, file)).status).toBe(201);
    }
    const [deckRow] = await rowsTitled("Margay Deck");
    expect(deckRow).toMatchObject({
      contentType: "pdf",
      isPublic: true,
      fileType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    });
    expect((await rowsTitled("Margay Video"))[0]?.fileType).toBe("video/mp4");
  });

  it.each([
    ["an executable named .pdf", sampleFile(SAMPLE_EXE, "prices.pdf"), 400, "is not a PDF, PowerPoint"],
    ["a PDF named .mp4", sampleFile(SAMPLE_PDF, "tour.mp4"), 400, "does not hold what its name says"],
    ["a PDF named .txt", sampleFile(SAMPLE_PDF, "notes.txt"), 400, "does not hold what its name says"],
  ])("refuses %s, storing nothing", async (_what, file, status, message) => {
    const before = storedFiles();
    const response = await post({ title: "Serval Refused" }, file);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toContain(message);
    expect(await rowsTitled("Serval Refused")).toHaveLength(0);
    expect(storedFiles()).toEqual(before);
  });

  it("refuses a document over 50 MB with 413 once the body passes the limit, storing nothing", async () => {
    const before = storedFiles();
    const big = new Blob([SAMPLE_PDF, new Uint8Array(51 * MiB)]);
    const response = await post({ title: "Caracal Too Big" }, big, "huge.pdf");
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe(
      '"huge.pdf" is larger than 50 MB. Please attach a smaller file.',
    );
    expect(await rowsTitled("Caracal Too Big")).toHaveLength(0);
    expect(storedFiles()).toEqual(before);
  });

  it("takes a video over 50 MB", async () => {
    const video = new Blob([SAMPLE_MP4, new Uint8Array(51 * MiB)]);
    expect(
      (await post({ title: "Caracal Long Video", contentType: "video" }, video, "long.mp4")).status,
    ).toBe(201);
    expect((await rowsTitled("Caracal Long Video"))[0]?.fileSize).toBe(SAMPLE_MP4.length + 51 * MiB);
  });

  it("refuses a body declared larger than a 500 MB video before reading it, with 413", async () => {
    const response = await given.app.app.request("http://localhost/api/v1/resources", {
      method: "POST",
      body: "x",
      headers: {
        origin: "http://localhost:3000",
        cookie: given.asAdmin.cookieHeader(),
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(600 * MiB),
      },
    });
    expect(response.status).toBe(413);
  });

  it("asks for a title and a file, storing nothing", async () => {
    const before = storedFiles();
    const noTitle = await post({ title: "  " }, sampleFile(SAMPLE_PDF, "a.pdf"));
    expect(noTitle.status).toBe(400);
    expect(JSON.stringify(await noTitle.json())).toContain("Title is required.");
    const noFile = await post({ title: "Fileless" });
    expect(noFile.status).toBe(400);
    expect(storedFiles()).toEqual(before);
  });

  it("is refused to partners and staff without manage_partners (403) and visitors (401)", async () => {
    const input = { resource: { title: "Nope" }, file: sampleFile(SAMPLE_PDF, "nope.pdf") };
    expect((await refusal(given.asPartnerA.client.resources.upload(input))).status).toBe(403);
    expect((await refusal(given.asUser.client.resources.upload(input))).status).toBe(403);
    expect((await refusal(testBrowser(given.app).client.resources.upload(input))).status).toBe(401);
    expect(await rowsTitled("Nope")).toHaveLength(0);
  });
});
