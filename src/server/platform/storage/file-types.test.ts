import { openAsBlob } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_EXE, SAMPLE_PNG, sampleFile } from "#tests/support/files/sample-files";
import { detectFileType, type FileTypeName } from "./file-types";

/** What a support ticket takes (features/customer-success/ticket-attachments.ts). */
const ACCEPTED: readonly FileTypeName[] = ["png", "jpg", "gif", "webp", "pdf", "txt", "csv", "docx", "xlsx"];

const base64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
const utf8 = (text: string) => new TextEncoder().encode(text);

/** A 1x1 GIF and a 1x1 lossless WebP. */
const SAMPLE_GIF = base64("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7");
const SAMPLE_WEBP = base64("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==");

/** A ZIP archive of uncompressed entries, as an Office file is laid out. */
function storedZip(entries: Record<string, string>): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = utf8(name);
    const data = utf8(text);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directorySize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, ...centrals, end]));
}

const SAMPLE_XLSX = storedZip({
  "[Content_Types].xml":
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
  "xl/workbook.xml": '<?xml version="1.0" encoding="UTF-8"?><workbook/>',
});

const typeOf = async (bytes: Uint8Array, name: string) =>
  (await detectFileType(sampleFile(bytes, name), ACCEPTED))?.extension;

describe("detectFileType", () => {
  it("tells GIF and WebP images and Excel workbooks by their content, whatever their names say", async () => {
    expect(await typeOf(SAMPLE_GIF, "animation.gif")).toBe("gif");
    expect(await typeOf(SAMPLE_WEBP, "photo.webp")).toBe("webp");
    expect(await typeOf(SAMPLE_XLSX, "figures.xlsx")).toBe("xlsx");
    expect(await typeOf(SAMPLE_XLSX, "figures.bin")).toBe("xlsx");
    expect((await detectFileType(sampleFile(SAMPLE_XLSX, "figures.xlsx"), ACCEPTED))?.mime).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
  });

  it("refuses a type the caller does not accept", async () => {
    expect(await detectFileType(sampleFile(SAMPLE_GIF, "animation.gif"), ["png", "pdf"])).toBeUndefined();
    expect(await detectFileType(sampleFile(utf8("a,b\n"), "table.csv"), ["png", "pdf"])).toBeUndefined();
  });

  it("takes UTF-8 text without NUL bytes as text or CSV by the name's extension", async () => {
    expect(await typeOf(utf8("Steps to reproduce:\n1. Sign in\n"), "notes.txt")).toBe("txt");
    expect(await typeOf(utf8("name;amount\nZoë;12,50\n"), "export.CSV")).toBe("csv");
    // What a signature looks for at the start does not make a CSV an image.
    expect(await typeOf(utf8("GIFT_ID,AMOUNT\n1,20\n"), "gifts.csv")).toBe("csv");
    expect((await detectFileType(sampleFile(utf8("a,b\n"), "table.csv"), ACCEPTED))?.mime).toBe(
      "text/csv; charset=utf-8",
    );
  });

  it("refuses a renamed binary as text, and a file with a NUL byte or bytes that are not UTF-8", async () => {
    expect(await typeOf(SAMPLE_EXE, "notes.txt")).toBeUndefined();
    expect(await typeOf(utf8("name,amount\nAda,1\0\n"), "export.csv")).toBeUndefined();
    expect(await typeOf(Uint8Array.from([0x6e, 0x61, 0x6d, 0x65, 0xe9, 0x0a]), "latin1.csv")).toBeUndefined();
    // A sequence cut short at the end is not text either.
    expect(await typeOf(utf8("price €").slice(0, -1), "cut.txt")).toBeUndefined();
  });

  it("keeps judging a binary file by its content when its name says text", async () => {
    expect(await typeOf(SAMPLE_PNG, "screen.txt")).toBe("png");
    expect(await typeOf(SAMPLE_GIF, "animation.txt")).toBe("gif");
    expect(await typeOf(SAMPLE_XLSX, "figures.csv")).toBe("xlsx");
  });

  it("reads text as UTF-8 across the chunks a file streams in", async () => {
    // Three-byte characters over 64 KiB chunks: some are split between two chunks.
    expect(await typeOf(utf8("€".repeat(100_000)), "euros.txt")).toBe("txt");
  });

  describe("a file spooled to disk", () => {
    let folder: string;
    beforeAll(async () => {
      folder = await mkdtemp(path.join(os.tmpdir(), "portal-file-types-"));
    });
    afterAll(() => rm(folder, { recursive: true, force: true }));

    const spooled = async (bytes: Uint8Array, name: string) => {
      const file = path.join(folder, `${crypto.randomUUID()}.part`);
      await writeFile(file, bytes);
      return new File([await openAsBlob(file)], name);
    };

    it("is text when all of it is, and not when a NUL comes late in it", async () => {
      const rows = "id,name\n".repeat(50_000);
      expect((await detectFileType(await spooled(utf8(rows), "big.csv"), ACCEPTED))?.extension).toBe("csv");
      const late = await spooled(utf8(`${rows}9,\0\n`), "late.csv");
      expect(await detectFileType(late, ACCEPTED)).toBeUndefined();
    });
  });
});
