// How much the server's memory grows while three anonymous applicants upload 100 MiB each at the same time
// (ten documents of just under 10 MiB, the most one application takes), and while three upload one 100 MiB file
// that is refused at 10 MiB. Measured on the built server's resident set size (VmRSS), sampled every 10 ms.
// Run: npm run bench:upload-memory      Budget: at most 50 MiB above the resting server.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuild, startBuiltServer, stopServer } from "./support/built-server";
import { memoryGrowth } from "./support/memory-growth";

const MiB = 1024 * 1024;
const BUDGET_MIB = 50;
const CONCURRENT = 3;
const BOUNDARY = "----portal-bench-boundary";
// %PDF header: the server checks each document's real type.
const PDF_HEAD = new TextEncoder().encode("%PDF-1.4\n%bench\n");

function multipartBody(email: string, files: { name: string; size: number }[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const fields = {
    companyName: "Bench Uploads Ltd",
    businessType: "reseller",
    contactName: "Bea Bench",
    contactEmail: email,
    partnershipReason: "Measuring how the server takes large uploads.",
  };
  const filler = new Uint8Array(256 * 1024).fill(0x20);
  async function* chunks() {
    for (const [key, value] of Object.entries(fields)) {
      yield encoder.encode(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="application[${key}]"\r\n\r\n${value}\r\n`,
      );
    }
    for (const file of files) {
      yield encoder.encode(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="documents[]"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      );
      yield PDF_HEAD;
      for (let left = file.size - PDF_HEAD.length; left > 0; left -= filler.length)
        yield left >= filler.length ? filler : filler.subarray(0, left);
      yield encoder.encode("\r\n");
    }
    yield encoder.encode(`--${BOUNDARY}--\r\n`);
  }
  const iterator = chunks();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
    },
    { highWaterMark: 0 },
  );
}

async function upload(port: number, email: string, files: { name: string; size: number }[]) {
  const started = performance.now();
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/applications`, {
      method: "POST",
      headers: {
        origin: `http://localhost:${port}`,
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body: multipartBody(email, files),
      // @ts-expect-error Node's fetch needs it for a streamed body; the DOM types do not know it.
      duplex: "half",
    });
    await response.arrayBuffer();
    return { status: String(response.status), seconds: (performance.now() - started) / 1000 };
  } catch {
    // The server may close the connection once it has answered a refusal.
    return { status: "closed", seconds: (performance.now() - started) / 1000 };
  }
}

ensureBuild();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-bench-upload-"));
const server = await startBuiltServer(dataDir);
const pid = server.child.pid as number;
let emails = 0;
const email = () => `bench.${++emails}@uploads.example`;
try {
  // Warm up once: the first upload loads the code paths it needs.
  await upload(server.port, email(), [{ name: "warm-up.pdf", size: MiB }]);
  const tenDocuments = Array.from({ length: 10 }, (_, n) => ({
    name: `doc-${n}.pdf`,
    size: 10 * MiB - 1024,
  }));
  const accepted = await memoryGrowth(pid, () =>
    Promise.all(Array.from({ length: CONCURRENT }, () => upload(server.port, email(), tenDocuments))),
  );
  const refused = await memoryGrowth(pid, () =>
    Promise.all(
      Array.from({ length: CONCURRENT }, () =>
        upload(server.port, email(), [{ name: "huge.pdf", size: 100 * MiB }]),
      ),
    ),
  );

  const mib = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`;
  const describe = (results: { status: string; seconds: number }[]) =>
    results.map((result) => `${result.status} in ${result.seconds.toFixed(1)} s`).join(", ");
  console.log(`upload memory benchmark (built server, embedded PGlite, ${CONCURRENT} concurrent uploads)`);
  console.log(
    `  10 x 10 MiB documents each: resting ${mib(accepted.resting)}, peak ${mib(accepted.peak)}, growth ${mib(accepted.growth)} (${describe(accepted.result)})`,
  );
  console.log(
    `  one 100 MiB file each:      resting ${mib(refused.resting)}, peak ${mib(refused.peak)}, growth ${mib(refused.growth)} (${describe(refused.result)})`,
  );
  console.log(`  budget: growth at most ${BUDGET_MIB} MiB`);
  console.log("  reproduce: npm run bench:upload-memory");
  const worst = Math.max(accepted.growth, refused.growth);
  if (accepted.result.some((result) => result.status !== "201")) {
    console.error("FAIL: the valid uploads were not all accepted");
    process.exitCode = 1;
  }
  if (worst > BUDGET_MIB * MiB) {
    console.error(`FAIL: memory grew by ${mib(worst)}, over the ${BUDGET_MIB} MiB budget`);
    process.exitCode = 1;
  }
} finally {
  await stopServer(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}
