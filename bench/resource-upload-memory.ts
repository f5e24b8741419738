// How much the server's memory grows while an administrator uploads one 500 MiB video (an MP4, the most a
// resource takes) to the resource library, and while one 600 MiB "video" sent without Content-Length is refused
// with 413 once it passes 500 MiB. Measured on the built server's resident set size (VmRSS), sampled every
// 10 ms; the administrator signs in through the development identity provider with plain HTTP requests, so the
// figures are the server process's alone.
// Run: npm run bench:resource-upload-memory      Budget: at most 64 MiB above the resting server.
// `npm run bench:resource-upload-memory -- --video-bytes=N` uploads a video of N bytes instead of 500 MiB.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { uploadSpoolRoot } from "#server/platform/uploads/spool-folders";
import { CookieJar } from "#tests/support/browser/cookie-jar";
import { ensureBuild, startBuiltServer, stopServer } from "./support/built-server";
import { memoryGrowth } from "./support/memory-growth";

const MiB = 1024 * 1024;
const BUDGET_MIB = 64;
/** The most a video resource may have (MAX_VIDEO_RESOURCE_BYTES): a video of exactly this size must be taken. */
const VIDEO_LIMIT_BYTES = 500 * MiB;
const REFUSED_BYTES = 600 * MiB;
const ADMIN_EMAIL = "admin@example.com";
const STAFF_PASSWORD = "staff-demo";
const BOUNDARY = "----portal-bench-boundary";
// An MP4 `ftyp` box (brand isom, compatible isom and mp41): the server checks the file's real type by content.
const MP4_HEAD = new Uint8Array([
  0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x02, 0x00, 0x69, 0x73,
  0x6f, 0x6d, 0x6d, 0x70, 0x34, 0x31,
]);

const videoBytesOption = process.argv.find((arg) => arg.startsWith("--video-bytes="));
const VIDEO_BYTES = videoBytesOption
  ? Number(videoBytesOption.slice("--video-bytes=".length))
  : VIDEO_LIMIT_BYTES;
if (!Number.isInteger(VIDEO_BYTES) || VIDEO_BYTES < MP4_HEAD.length || VIDEO_BYTES > VIDEO_LIMIT_BYTES) {
  throw new Error(`--video-bytes must be a whole number from ${MP4_HEAD.length} to ${VIDEO_LIMIT_BYTES}`);
}
const REPRODUCE = `npm run bench:resource-upload-memory${videoBytesOption ? ` -- ${videoBytesOption}` : ""}`;

/** A browser at the server's public address, reduced to cookies and redirects followed by hand. */
function browser(port: number) {
  const publicUrl = `http://localhost:${port}`;
  const jar = new CookieJar();
  async function send(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url, publicUrl);
    if (target.origin !== publicUrl) throw new Error(`unexpected redirect off the portal: ${target.href}`);
    const headers = new Headers(init.headers);
    const cookie = jar.header(target);
    if (cookie) headers.set("cookie", cookie);
    // The server listens on 127.0.0.1; the URLs it hands out name localhost, its public address.
    const response = await fetch(`http://127.0.0.1:${port}${target.pathname}${target.search}`, {
      ...init,
      headers,
      redirect: "manual",
    });
    jar.store(response);
    return response;
  }
  const locationOf = (response: Response) => {
    const location = response.headers.get("location");
    if (!location) throw new Error(`expected a redirect, got ${response.status}`);
    return new URL(location, publicUrl);
  };
  return { publicUrl, jar, send, locationOf };
}

/**
 * Signs a demo staff member in as a person would: the portal starts single sign-on, the development identity
 * provider shows its sign-in page, the form is posted, and the redirects lead back through the portal's callback.
 */
async function signInAsStaff(port: number, email: string, password: string) {
  const tab = browser(port);
  const started = await tab.send("/api/auth/sign-in/social", {
    method: "POST",
    headers: { origin: tab.publicUrl, "content-type": "application/json" },
    body: JSON.stringify({ provider: "work-account", callbackURL: "/" }),
  });
  if (started.status !== 200) throw new Error(`starting sign-in answered ${started.status}`);
  const { url } = (await started.json()) as { url: string };
  const authorization = await tab.send(url);
  const signInPage = tab.locationOf(authorization);
  await authorization.arrayBuffer();
  if (!/^\/idp\/interaction\/[\w-]+$/.test(signInPage.pathname))
    throw new Error(`expected the provider's sign-in page, got ${signInPage.pathname}`);
  let response = await tab.send(`${signInPage.pathname}/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password }),
  });
  for (let hop = 0; hop < 8; hop++) {
    if (response.status < 300 || response.status >= 400)
      throw new Error(`sign-in stopped with ${response.status} at hop ${hop}`);
    const next = tab.locationOf(response);
    await response.arrayBuffer();
    if (!next.pathname.startsWith("/idp") && !next.pathname.startsWith("/api/auth")) break;
    response = await tab.send(next);
  }
  const session = await tab.send("/api/v1/me/session");
  const body = (await session.json()) as { user: { email: string } | null };
  if (body.user?.email !== email) throw new Error(`sign-in did not give ${email} a session`);
  return tab;
}

/** A multipart body generated while it streams: never more than one 256 KiB chunk of it exists at a time. */
function resourceBody(
  fileName: string,
  fileBytes: number,
  sent: { bytes: number },
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const fields = { title: `Bench ${fileName}`, contentType: "video", isPublic: "false" };
  const filler = new Uint8Array(256 * 1024);
  async function* chunks() {
    for (const [key, value] of Object.entries(fields)) {
      yield encoder.encode(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="resource[${key}]"\r\n\r\n${value}\r\n`,
      );
    }
    yield encoder.encode(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    yield MP4_HEAD;
    for (let left = fileBytes - MP4_HEAD.length; left > 0; left -= filler.length)
      yield left >= filler.length ? filler : filler.subarray(0, left);
    yield encoder.encode(`\r\n--${BOUNDARY}--\r\n`);
  }
  const iterator = chunks();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await iterator.next();
        if (next.done) controller.close();
        else {
          sent.bytes += next.value.length;
          controller.enqueue(next.value);
        }
      },
    },
    { highWaterMark: 0 },
  );
}

interface UploadResult {
  status: string;
  seconds: number;
  /** Body bytes handed to the connection when the answer came. */
  sentBytes: number;
  answer: string;
}

async function uploadVideo(
  tab: ReturnType<typeof browser>,
  fileName: string,
  fileBytes: number,
): Promise<UploadResult> {
  const sent = { bytes: 0 };
  const started = performance.now();
  try {
    // No Content-Length: a streamed body goes out chunked, so only reading it can tell its size.
    const response = await tab.send("/api/v1/resources", {
      method: "POST",
      headers: { origin: tab.publicUrl, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      body: resourceBody(fileName, fileBytes, sent),
      // @ts-expect-error Node's fetch needs it for a streamed body; the DOM types do not know it.
      duplex: "half",
    });
    const sentBytes = sent.bytes;
    const answer = await response.text();
    return {
      status: String(response.status),
      seconds: (performance.now() - started) / 1000,
      sentBytes,
      answer,
    };
  } catch (error) {
    // The server may close the connection once it has answered a refusal.
    return {
      status: "closed",
      seconds: (performance.now() - started) / 1000,
      sentBytes: sent.bytes,
      answer: String(error),
    };
  }
}

/** Uploads still spooled: the folders inside each server process's own spool folder (spool-folders.ts). */
const spoolFolders = (dataDir: string) => {
  const root = uploadSpoolRoot(dataDir);
  const entries = (folder: string) => {
    try {
      return readdirSync(folder);
    } catch {
      return [];
    }
  };
  return entries(root).reduce(
    (sum, processFolder) => sum + entries(path.join(root, processFolder)).length,
    0,
  );
};

ensureBuild();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-bench-resource-upload-"));
const server = await startBuiltServer(dataDir);
const pid = server.child.pid as number;
try {
  const admin = await signInAsStaff(server.port, ADMIN_EMAIL, STAFF_PASSWORD);
  // Warm up once: the first upload loads the code paths it needs.
  const warmUp = await uploadVideo(admin, "warm-up.mp4", MiB);
  if (warmUp.status !== "201")
    throw new Error(`the warm-up upload answered ${warmUp.status}: ${warmUp.answer}`);

  const accepted = await memoryGrowth(pid, () => uploadVideo(admin, "tour.mp4", VIDEO_BYTES));
  const refused = await memoryGrowth(pid, () => uploadVideo(admin, "long-tour.mp4", REFUSED_BYTES));
  const storedSize =
    accepted.result.status === "201" ? (JSON.parse(accepted.result.answer).fileSize as number) : 0;
  const leftSpooled = spoolFolders(dataDir);

  const mib = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`;
  console.log(
    `resource upload memory benchmark (built server in its own process, embedded PGlite, files on disk; ${os.cpus().length} cores)`,
  );
  console.log(
    `  administrator ${ADMIN_EMAIL} signed in through the development identity provider (OpenID Connect)`,
  );
  const videoSize = VIDEO_BYTES === VIDEO_LIMIT_BYTES ? "500 MiB" : `${VIDEO_BYTES}-byte`;
  console.log(
    `  one ${videoSize} video, to be stored:  resting ${mib(accepted.resting)}, peak ${mib(accepted.peak)}, growth ${mib(accepted.growth)} (${accepted.result.status} in ${accepted.result.seconds.toFixed(1)} s, stored ${storedSize} bytes)`,
  );
  console.log(
    `  one 600 MiB video, to be refused: resting ${mib(refused.resting)}, peak ${mib(refused.peak)}, growth ${mib(refused.growth)} (${refused.result.status} in ${refused.result.seconds.toFixed(1)} s, answered after ${mib(refused.result.sentBytes)} of the body was sent)`,
  );
  console.log(`  spool folders left behind: ${leftSpooled}`);
  console.log(`  budget: growth at most ${BUDGET_MIB} MiB`);
  console.log(`  reproduce: ${REPRODUCE}`);

  if (accepted.result.status !== "201" || storedSize !== VIDEO_BYTES) {
    console.error(
      `FAIL: the ${videoSize} video was not stored whole: ${accepted.result.answer.slice(0, 300)}`,
    );
    if (accepted.result.status === "413" && VIDEO_BYTES === VIDEO_LIMIT_BYTES)
      console.error(
        "  (a video of exactly the limit was refused: busboy's fileSize limit fires when a file reaches it, not when it passes it)",
      );
    process.exitCode = 1;
  }
  if (refused.result.status !== "413") {
    console.error(`FAIL: the 600 MiB video was not refused with 413: ${refused.result.answer.slice(0, 300)}`);
    process.exitCode = 1;
  } else if (refused.result.sentBytes <= VIDEO_LIMIT_BYTES) {
    console.error("FAIL: the 600 MiB video was refused before it passed 500 MiB");
    process.exitCode = 1;
  }
  if (leftSpooled !== 0) {
    console.error(`FAIL: ${leftSpooled} spool folders were left in ${uploadSpoolRoot(dataDir)}`);
    process.exitCode = 1;
  }
  const worst = Math.max(accepted.growth, refused.growth);
  if (worst > BUDGET_MIB * MiB) {
    console.error(`FAIL: memory grew by ${mib(worst)}, over the ${BUDGET_MIB} MiB budget`);
    process.exitCode = 1;
  }
} finally {
  await stopServer(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}
