import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_BUCKET as BUCKET, startS3Server, type TestS3Server } from "#tests/support/servers/s3-server";
import { createStorage } from "./create-storage";
import { createDiskStorage } from "./file-storage";
import { createS3Storage } from "./s3-storage";
import { describeStorageSuite } from "./storage-suite";

describeStorageSuite("disk", async () => {
  const rootDir = await mkdtemp(path.join(os.tmpdir(), "portal-disk-storage-"));
  return {
    storage: createDiskStorage(rootDir),
    dispose: () => rm(rootDir, { recursive: true, force: true }),
  };
});

describeStorageSuite("S3 (s3rver)", async () => {
  const server = await startS3Server();
  return { storage: createS3Storage(server.options), dispose: server.stop };
});

describe("S3 storage layout", () => {
  let server: TestS3Server;
  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("keeps each portal bucket as a key prefix inside the one S3 bucket", async () => {
    const storage = createS3Storage(server.options);
    await storage.put("partner-documents", "p1/contract.pdf", new TextEncoder().encode("%PDF-"));
    const head = await server.client.send(
      new HeadObjectCommand({ Bucket: BUCKET, Key: "partner-documents/p1/contract.pdf" }),
    );
    expect(head.ContentLength).toBe(5);
  });

  it("is what createStorage picks when S3 is configured, else the disk", async () => {
    const viaConfig = await createStorage({ s3: server.options, filesDir: "/nonexistent" });
    await viaConfig.put("resources", "chosen/by-config.txt", new TextEncoder().encode("s3"));
    const head = await server.client.send(
      new HeadObjectCommand({ Bucket: BUCKET, Key: "resources/chosen/by-config.txt" }),
    );
    expect(head.ContentLength).toBe(2);

    const filesDir = await mkdtemp(path.join(os.tmpdir(), "portal-create-storage-"));
    try {
      const disk = await createStorage({ s3: undefined, filesDir });
      await disk.put("resources", "chosen/by-config.txt", new TextEncoder().encode("disk"));
      expect(await createDiskStorage(filesDir).get("resources", "chosen/by-config.txt")).toEqual(
        new TextEncoder().encode("disk"),
      );
    } finally {
      await rm(filesDir, { recursive: true, force: true });
    }
  });

  it("reports a missing S3 bucket as an error, not as a missing file", async () => {
    const storage = createS3Storage({ ...server.options, bucket: "no-such-bucket" });
    await expect(storage.get("resources", "any/file.txt")).rejects.toMatchObject({ name: "NoSuchBucket" });
    await expect(storage.open("resources", "any/file.txt")).rejects.toMatchObject({ name: "NoSuchBucket" });
  });
});
