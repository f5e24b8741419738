import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, TEST_BUCKET, type TestS3Server } from "#tests/support/servers/s3-server";
import { runSeedCommand } from "./seed-command";

// Found running the compose layout: the seed wrote the demo files to its own disk while the app servers read the
// bucket, so every demo resource and application document answered 404.
describe("npm run seed with S3_BUCKET set", () => {
  let s3: TestS3Server;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    s3 = await startS3Server();
    dataDir = await mkdtemp(path.join(os.tmpdir(), "portal-seed-"));
    env = {
      NODE_ENV: "development",
      DATA_DIR: dataDir,
      S3_ENDPOINT: s3.options.endpoint,
      S3_BUCKET: s3.options.bucket,
      S3_ACCESS_KEY_ID: s3.options.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey,
    };
  });
  afterAll(async () => {
    await s3?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("writes the demo files into the bucket the server reads, none to disk, and nothing twice", async () => {
    const first = await runSeedCommand(env);
    const written = Number(first.at(-1)?.replace("document and resource files: ", ""));
    expect(written).toBeGreaterThan(0);
    const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET }));
    expect(listed.KeyCount).toBe(written);
    expect(await readdir(dataDir)).toEqual(["pglite"]);

    const again = await runSeedCommand(env);
    expect(again.at(-1)).toBe("document and resource files: 0");
  }, 120_000);
});
