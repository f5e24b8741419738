import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** The text of a PDF as poppler's pdftotext reads it, whitespace folded to single spaces. */
export function pdfText(bytes: Uint8Array): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), "pdf-text-"));
  try {
    const file = path.join(folder, "document.pdf");
    writeFileSync(file, bytes);
    return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" })
      .replace(/\s+/g, " ")
      .trim();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
