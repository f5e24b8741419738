import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import type { S3Config } from "#server/config";

// s3rver's fixed credentials; it checks request signatures against them.
const S3RVER_KEY = "S3RVER";
export const TEST_BUCKET = "portal-files";

export interface TestS3Server {
  /** The settings a portal storage needs to use the server's one bucket. */
  options: S3Config;
  /** A client of the server, to look at the objects the portal stored. */
  client: S3Client;
  stop(): Promise<void>;
}

/** An S3-compatible server (s3rver) on a free loopback port, its bucket made, its objects in a temp folder. */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "portal-s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true });
  try {
    const { port } = await server.run();
    const options: S3Config = {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: TEST_BUCKET,
      region: "us-east-1",
      accessKeyId: S3RVER_KEY,
      secretAccessKey: S3RVER_KEY,
      forcePathStyle: true,
    };
    const client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: true,
      credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
    });
    await client.send(new CreateBucketCommand({ Bucket: TEST_BUCKET }));
    return {
      options,
      client,
      async stop() {
        client.destroy();
        await server.close();
        await rm(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await server.close().catch(() => {});
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
}
