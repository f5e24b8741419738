import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import {
  MULTIPART_BOUNDARY as BOUNDARY,
  type Part,
  streamingBody,
} from "#tests/support/browser/streaming-body";
import { partnerCount } from "#tests/support/database/partner-count";
import { SAMPLE_PDF } from "#tests/support/files/sample-files";
import { clearStaleSpools, pruneSpool } from "./spool-folders";

const MiB = 1024 * 1024;

let testApp: TestApp;
let counter = 0;

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(async () => {
  await testApp.dispose();
});

function applicationParts(email: string): Part[] {
  const fields = {
    companyName: "Streamed Uploads Ltd",
    businessType: "reseller",
    contactName: "Sam Stream",
    contactEmail: email,
    partnershipReason: "We sell to companies that need your portal.",
  };
  return Object.entries(fields).map(([key, value]) => ({ name: `application[${key}]`, value }));
}

async function post(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return testApp.app.request("http://localhost/api/v1/applications", {
    method: "POST",
    body,
    headers: {
      origin: "http://localhost:3000",
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
      "x-forwarded-for": "198.51.100.7",
      ...headers,
    },
    // @ts-expect-error Node's fetch needs it for a streamed request body; the DOM types do not know it.
    duplex: "half",
  });
}

function spoolFiles(): string[] {
  try {
    const root = path.join(testApp.config.dataDir, "incoming");
    return readdirSync(root, { recursive: true, encoding: "utf8" }).filter((entry) =>
      statSync(path.join(root, entry)).isFile(),
    );
  } catch {
    return [];
  }
}

const nextEmail = () => `stream.${++counter}@uploads.example`;

describe("multipart uploads", () => {
  it("streams valid documents through and leaves no spool file behind", async () => {
    const email = nextEmail();
    const { body } = streamingBody([
      ...applicationParts(email),
      { name: "documents[]", filename: "plan.pdf", value: 3 * MiB },
      { name: "documents[]", filename: "licence.pdf", value: 2 * MiB },
    ]);
    const response = await post(body);
    expect(response.status).toBe(201);
    expect(await partnerCount(testApp, email)).toBe(1);
    expect(spoolFiles()).toEqual([]);
  });

  it("takes a document of exactly 10 MB", async () => {
    const email = nextEmail();
    const { body } = streamingBody([
      ...applicationParts(email),
      { name: "documents[]", filename: "exact.pdf", value: 10 * MiB },
    ]);
    expect((await post(body)).status).toBe(201);
    expect(await partnerCount(testApp, email)).toBe(1);
  });

  it("stops reading a file the moment it passes 10 MB, and keeps nothing", async () => {
    const email = nextEmail();
    const { body, state } = streamingBody([
      ...applicationParts(email),
      { name: "documents[]", filename: "huge.pdf", value: 60 * MiB },
    ]);
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(
      '"huge.pdf" is larger than 10 MB',
    );
    // A little past the limit may sit in stream buffers; never the rest of the 60 MB.
    expect(state.pulled).toBeLessThan(12 * MiB);
    expect(await partnerCount(testApp, email)).toBe(0);
    expect(spoolFiles()).toEqual([]);
  });

  it("stops at the eleventh file", async () => {
    const email = nextEmail();
    const files = Array.from({ length: 30 }, (_, n) => ({
      name: "documents[]",
      filename: `doc-${n}.pdf`,
      value: MiB,
    }));
    const { body, state } = streamingBody([...applicationParts(email), ...files]);
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("at most 10 documents");
    expect(state.pulled).toBeLessThan(13 * MiB);
    expect(await partnerCount(testApp, email)).toBe(0);
    expect(spoolFiles()).toEqual([]);
  });

  it("refuses a declared length over the limit before reading the body", async () => {
    const { body, state } = streamingBody([
      ...applicationParts(nextEmail()),
      { name: "documents[]", filename: "a.pdf", value: MiB },
    ]);
    const response = await post(body, { "content-length": String(200 * MiB) });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toContain("at most 10 files");
    expect(state.pulled).toBe(0);
  });

  it("answers an address over its limit with 429 and Retry-After before reading the body", async () => {
    const address = "203.0.113.99";
    // Ten accepted submissions fill this address's hourly allowance.
    for (let n = 0; n < 10; n++) {
      const { body } = streamingBody(applicationParts(nextEmail()));
      expect((await post(body, { "x-forwarded-for": address })).status).toBe(201);
    }
    const { body, state } = streamingBody([
      ...applicationParts(nextEmail()),
      { name: "documents[]", filename: "a.pdf", value: 5 * MiB },
    ]);
    const response = await post(body, { "x-forwarded-for": address });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await response.json()) as { message: string }).message).toMatch(/Please try again in/);
    expect(state.pulled).toBe(0);
  });

  it("gives up on a connection lost in the middle of a file, and leaves no spool file open", async () => {
    const openFiles = () => readdirSync("/proc/self/fd").length;
    const before = openFiles();
    const encoder = new TextEncoder();
    const chunks = [
      encoder.encode(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="documents[]"; filename="a.pdf"\r\n\r\n`,
      ),
      SAMPLE_PDF,
      new Uint8Array(MiB),
    ];
    const cutOff = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const chunk = chunks.shift();
          if (chunk) controller.enqueue(chunk);
          else {
            // Let the server write what it got before the connection drops.
            await new Promise((resolve) => setTimeout(resolve, 50));
            controller.error(new Error("connection reset"));
          }
        },
      },
      { highWaterMark: 0 },
    );
    const response = await post(cutOff);
    expect(response.status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(openFiles()).toBe(before);
    expect(spoolFiles()).toEqual([]);
  });

  it("refuses a body that is not multipart as it claims, with 400", async () => {
    const garbage = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("this is not a multipart body"));
        controller.close();
      },
    });
    const response = await post(garbage);
    expect(response.status).toBe(400);
  });

  it("answers the typed client's protocol at /rpc with an error it can read", async () => {
    const form = new FormData();
    form.append(
      "data",
      JSON.stringify({ json: { application: {}, documents: [{}] }, meta: [], maps: [["documents", 0]] }),
    );
    form.append("0", new File([new Uint8Array(11 * MiB)], "big.pdf"));
    const response = await testApp.app.request("http://localhost/rpc/applications/submit", {
      method: "POST",
      body: form,
      headers: { origin: "http://localhost:3000" },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { json: { code: string; message: string; status: number } };
    expect(body.json).toMatchObject({ code: "BAD_REQUEST", status: 400 });
    expect(body.json.message).toContain('"big.pdf" is larger than 10 MB');
  });
});

describe("spool pruning", () => {
  it("removes at start what earlier processes left spooled, and keeps the folders of processes still running", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-spool-"));
    const root = path.join(dataDir, "incoming");
    // Our own pid's folder is a predecessor's; a pid above Linux's maximum runs nowhere; our parent runs.
    const folders = [`process-${process.pid}`, "process-4194305", `process-${process.ppid}`, "upload-legacy"];
    for (const folder of folders) {
      mkdirSync(path.join(root, folder, "upload-1"), { recursive: true });
      writeFileSync(path.join(root, folder, "upload-1", "1"), "half an upload");
    }
    expect(await clearStaleSpools(dataDir)).toBe(3);
    expect(readdirSync(root)).toEqual([`process-${process.ppid}`]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("removes spool folders a stopped process left behind, and keeps those of running requests", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "portal-spool-"));
    mkdirSync(path.join(root, "upload-old"));
    writeFileSync(path.join(root, "upload-old", "1"), "left over");
    const hourAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(path.join(root, "upload-old"), hourAgo, hourAgo);
    mkdirSync(path.join(root, "upload-running"));
    expect(await pruneSpool(root, 60 * 60 * 1000)).toBe(1);
    expect(readdirSync(root)).toEqual(["upload-running"]);
    rmSync(root, { recursive: true, force: true });
  });
});
