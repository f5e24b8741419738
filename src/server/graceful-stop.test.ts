import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_PDF } from "#tests/support/files/sample-files";
import { startServerProcess } from "#tests/support/servers/server-process";
import { KEEP_ALIVE_MS } from "./connection-timeouts";
import { openDatabase } from "./db/client";
import { DEMO_PARTNER_PASSWORD } from "./db/demo/people";
import { partners } from "./db/schema";

// The real server process, stopped with SIGTERM while an upload is in flight: it stops accepting, lets the
// upload finish within its 10 s grace, or cuts it after that leaving no spool file and no row; and a spool a
// stopped process left behind is gone at the next start.
const BOUNDARY = "----graceful-stop-boundary";
const CHUNK = 64 * 1024;

let dataDir: string;

const startServer = () => startServerProcess({ DATA_DIR: dataDir });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An application with one document, sent at `chunkDelayMs` per 64 KiB over a real connection. Resolves with the
 * status, or with the error that cut the connection.
 */
function slowApplication(port: number, email: string, documentBytes: number, chunkDelayMs: number) {
  const request = http.request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/api/v1/applications",
    headers: {
      origin: `http://localhost:${port}`,
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
    },
  });
  const answered = new Promise<{ status?: number; error?: string }>((resolve) => {
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode }));
    });
    request.on("error", (error) => resolve({ error: error.message }));
  });
  const fields = {
    companyName: "Graceful Stop Ltd",
    businessType: "reseller",
    contactName: "Gus Graceful",
    contactEmail: email,
    partnershipReason: "We resell software to schools.",
  };
  void (async () => {
    for (const [key, value] of Object.entries(fields))
      request.write(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="application[${key}]"\r\n\r\n${value}\r\n`,
      );
    request.write(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="documents[]"; filename="plan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    request.write(SAMPLE_PDF);
    for (let sent = SAMPLE_PDF.length; sent < documentBytes; sent += CHUNK) {
      await sleep(chunkDelayMs);
      if (request.destroyed) return;
      request.write(Buffer.alloc(Math.min(CHUNK, documentBytes - sent), 0x20));
    }
    request.end(`\r\n--${BOUNDARY}--\r\n`);
  })();
  return answered;
}

function spoolFiles(): string[] {
  const root = path.join(dataDir, "incoming");
  try {
    return readdirSync(root, { recursive: true, encoding: "utf8" }).filter((entry) =>
      statSync(path.join(root, entry)).isFile(),
    );
  } catch {
    return [];
  }
}

/** Applications stored for this e-mail, read from the embedded database once the server is gone. */
async function applicationsFor(email: string): Promise<number> {
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  try {
    return await database.db.$count(partners, eq(partners.contactEmail, email));
  } finally {
    await database.close();
  }
}

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-graceful-"));
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe("stopping the server with SIGTERM", () => {
  it("lets an upload in flight finish and stops taking new connections", async () => {
    // What a process killed mid-upload left behind (a pid that runs nowhere).
    mkdirSync(path.join(dataDir, "incoming/process-4194305/upload-1"), { recursive: true });
    writeFileSync(path.join(dataDir, "incoming/process-4194305/upload-1/1"), "half an upload");

    const server = await startServer();
    expect(spoolFiles()).toEqual([]);
    // About 6.5 s of upload (2 MiB at 64 KiB per 200 ms), stopped 0.5 s in: longer than the 5 s a stopping
    // server used to give everything, within the 10 s it gives now.
    const answered = slowApplication(server.port, "finished@graceful.example", 2 * 1024 * 1024, 200);
    await sleep(500);
    expect(spoolFiles().length).toBeGreaterThan(0);
    const stoppedAt = Date.now();
    server.child.kill("SIGTERM");
    await sleep(200);
    const newcomer = await fetch(`http://127.0.0.1:${server.port}/api/health`).then(
      (response) => response.status,
      () => "refused",
    );

    expect(await answered).toEqual({ status: 201 });
    expect(newcomer).toBe("refused");
    expect(await server.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    expect(spoolFiles()).toEqual([]);
    expect(await applicationsFor("finished@graceful.example")).toBe(1);
  }, 120_000);

  it("keeps an idle connection open for a minute, as a load balancer reuses it, and still stops at once", async () => {
    const server = await startServer();
    const agent = new http.Agent({ keepAlive: true });
    try {
      const keepAlive = await new Promise<string>((resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port: server.port, path: "/api/health", agent }, (response) => {
            response.resume();
            response.on("end", () => resolve(String(response.headers["keep-alive"])));
          })
          .on("error", reject);
      });
      expect(keepAlive).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
      // The connection now sits idle in the agent; the stop does not wait for it to time out.
      const stoppedAt = Date.now();
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      expect(Date.now() - stoppedAt).toBeLessThan(5000);
    } finally {
      agent.destroy();
    }
  }, 60_000);

  it("cuts an upload still running after 10 s, leaving no spool file and no row", async () => {
    const server = await startServer();
    // About 30 s of upload: far past the grace period.
    const answered = slowApplication(server.port, "cut@graceful.example", 3 * 1024 * 1024, 600);
    await sleep(500);
    const stoppedAt = Date.now();
    server.child.kill("SIGTERM");

    const outcome = await answered;
    expect(outcome.status ?? outcome.error).not.toBe(201);
    expect(await server.exited).toBe(0);
    const stoppedInMs = Date.now() - stoppedAt;
    expect(stoppedInMs).toBeGreaterThanOrEqual(10_000);
    // The grace, the 2 s to settle and closing the database; well before the 17 s guard that exits regardless.
    expect(stoppedInMs).toBeLessThan(15_000);
    expect(spoolFiles()).toEqual([]);
    expect(await applicationsFor("cut@graceful.example")).toBe(0);
  }, 120_000);

  it("ends live notification streams at once, so they never hold the stop up", async () => {
    const server = await startServer();
    const base = `http://127.0.0.1:${server.port}`;
    const signIn = await fetch(`${base}/api/v1/partner-auth/sign-in`, {
      method: "POST",
      headers: { origin: `http://localhost:${server.port}`, "content-type": "application/json" },
      body: JSON.stringify({ email: "partner@acme.example", password: DEMO_PARTNER_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    const stream = await fetch(`${base}/api/v1/notifications/stream`, { headers: { cookie } });
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let received = "";
    while (!received.includes("data:")) {
      const { value, done } = await reader.read();
      if (done) break;
      received += decoder.decode(value);
    }
    expect(received).toMatch(/data: \{"unreadCount":\d+\}/);

    const stoppedAt = Date.now();
    server.child.kill("SIGTERM");
    for (;;) {
      const { done } = await reader.read().catch(() => ({ done: true }));
      if (done) break;
    }
    expect(await server.exited).toBe(0);
    // Well within the 10 s grace an upload may take: the stream does not wait for it.
    expect(Date.now() - stoppedAt).toBeLessThan(5000);
  }, 120_000);
});
