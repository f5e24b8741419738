import { randomBytes } from "node:crypto";
import { openAsBlob } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FileStorage } from "./file-storage";

export interface StorageUnderTest {
  storage: FileStorage;
  dispose(): Promise<void>;
}

const BIG_SIZE = 20 * 1024 * 1024;
const PART_SIZE = 8 * 1024 * 1024;

async function readAll(body: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(body).arrayBuffer());
}

const bytesOf = (text: string) => new TextEncoder().encode(text);

/** One set of behaviours every FileStorage back end must show; run it once per back end. */
export function describeStorageSuite(name: string, makeStorage: () => Promise<StorageUnderTest>): void {
  describe(`${name} file storage`, () => {
    let subject: StorageUnderTest;
    let storage: FileStorage;
    let scratchDir: string;
    let bigFile: string;
    // Random bytes: a range read from the wrong offset cannot pass by accident.
    const big = randomBytes(BIG_SIZE);

    beforeAll(async () => {
      scratchDir = await mkdtemp(path.join(os.tmpdir(), "portal-storage-suite-"));
      bigFile = path.join(scratchDir, "big.bin");
      await writeFile(bigFile, big);
      subject = await makeStorage();
      storage = subject.storage;
    });

    afterAll(async () => {
      await subject?.dispose();
      if (scratchDir) await rm(scratchDir, { recursive: true, force: true });
    });

    it("stores bytes and gives them back", async () => {
      await storage.put("resources", "plain/hello.txt", bytesOf("hello, storage"));
      expect(await storage.get("resources", "plain/hello.txt")).toEqual(bytesOf("hello, storage"));
    });

    it("streams a large disk-backed Blob in and reads it back unchanged", async () => {
      await storage.put("partner-documents", "big/file.bin", await openAsBlob(bigFile));
      const stored = await storage.get("partner-documents", "big/file.bin");
      expect(stored?.byteLength).toBe(BIG_SIZE);
      expect(Buffer.from(stored as Uint8Array).equals(big)).toBe(true);
    });

    it("opens a whole file as a stream with its size", async () => {
      await storage.put("resources", "open/whole.txt", bytesOf("0123456789"));
      const opened = await storage.open("resources", "open/whole.txt");
      expect(opened?.totalSize).toBe(10);
      expect(await readAll(opened?.body as ReadableStream<Uint8Array>)).toEqual(bytesOf("0123456789"));
    });

    it("opens exactly the requested inclusive byte ranges", async () => {
      await storage.put("resources", "open/ranges.txt", bytesOf("0123456789"));
      const read = async (start: number, end: number) => {
        const opened = await storage.open("resources", "open/ranges.txt", { start, end });
        expect(opened?.totalSize).toBe(10);
        return new TextDecoder().decode(await readAll(opened?.body as ReadableStream<Uint8Array>));
      };
      expect(await read(0, 0)).toBe("0");
      expect(await read(3, 6)).toBe("3456");
      expect(await read(9, 9)).toBe("9");
      expect(await read(0, 9)).toBe("0123456789");
    });

    it("opens ranges of a large file, across what an S3 upload made separate parts", async () => {
      await storage.put("resources", "open/big.bin", await openAsBlob(bigFile));
      const ranges = [
        { start: 0, end: 0 },
        { start: PART_SIZE - 5, end: PART_SIZE + 4 },
        { start: BIG_SIZE - 1, end: BIG_SIZE - 1 },
      ];
      for (const range of ranges) {
        const opened = await storage.open("resources", "open/big.bin", range);
        expect(opened?.totalSize).toBe(BIG_SIZE);
        const got = await readAll(opened?.body as ReadableStream<Uint8Array>);
        expect(Buffer.from(got).equals(big.subarray(range.start, range.end + 1))).toBe(true);
      }
    });

    it("answers undefined for a missing file", async () => {
      expect(await storage.get("resources", "missing/file.txt")).toBeUndefined();
      expect(await storage.open("resources", "missing/file.txt")).toBeUndefined();
      expect(await storage.open("resources", "missing/file.txt", { start: 0, end: 0 })).toBeUndefined();
    });

    it("deletes a file, and deleting a missing one is fine", async () => {
      await storage.put("application-documents", "gone/doc.pdf", bytesOf("%PDF-"));
      await storage.delete("application-documents", "gone/doc.pdf");
      expect(await storage.get("application-documents", "gone/doc.pdf")).toBeUndefined();
      expect(await storage.open("application-documents", "gone/doc.pdf")).toBeUndefined();
      await expect(storage.delete("application-documents", "gone/doc.pdf")).resolves.toBeUndefined();
      await expect(storage.delete("application-documents", "never/was.pdf")).resolves.toBeUndefined();
    });

    it("refuses a second put on the same key and keeps the first content", async () => {
      await storage.put("resources", "once/only.txt", bytesOf("first"));
      await expect(storage.put("resources", "once/only.txt", bytesOf("second"))).rejects.toMatchObject({
        code: "EEXIST",
      });
      await expect(
        storage.put("resources", "once/only.txt", new Blob([bytesOf("third as a blob")])),
      ).rejects.toMatchObject({ code: "EEXIST" });
      expect(await storage.get("resources", "once/only.txt")).toEqual(bytesOf("first"));
    });

    it.each(["../x", "/abs", "a/../b", ""])("refuses the unsafe key %j", async (key) => {
      const unsafe = /unsafe storage key/;
      await expect(storage.put("resources", key, bytesOf("x"))).rejects.toThrow(unsafe);
      await expect(storage.get("resources", key)).rejects.toThrow(unsafe);
      await expect(storage.open("resources", key)).rejects.toThrow(unsafe);
      await expect(storage.delete("resources", key)).rejects.toThrow(unsafe);
    });

    it("keeps buckets apart", async () => {
      await storage.put("application-documents", "same/key.txt", bytesOf("application"));
      await storage.put("partner-documents", "same/key.txt", bytesOf("partner"));
      await storage.put("ticket-attachments", "same/key.txt", bytesOf("ticket"));
      expect(await storage.get("application-documents", "same/key.txt")).toEqual(bytesOf("application"));
      expect(await storage.get("partner-documents", "same/key.txt")).toEqual(bytesOf("partner"));
      expect(await storage.get("ticket-attachments", "same/key.txt")).toEqual(bytesOf("ticket"));
      expect(await storage.get("resources", "same/key.txt")).toBeUndefined();
      await storage.delete("application-documents", "same/key.txt");
      await storage.delete("ticket-attachments", "same/key.txt");
      expect(await storage.get("partner-documents", "same/key.txt")).toEqual(bytesOf("partner"));
    });
  });
}
