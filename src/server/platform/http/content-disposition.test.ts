import { getFilenameFromContentDisposition } from "@orpc/standard-server";
import { describe, expect, it } from "vitest";
import { contentDisposition } from "./content-disposition";

/** The filename* value decoded as RFC 8187 says: UTF-8, percent-encoded, after the charset and language. */
function extendedName(header: string): string {
  const match = /; filename\*=UTF-8''([!#$&+\-.^_`|~0-9A-Za-z%]+)$/.exec(header);
  if (!match?.[1]) throw new Error(`no well-formed filename* in ${header}`);
  return decodeURIComponent(match[1]);
}

const quotedName = (header: string) => /^[a-z]+; filename="([^"\\]*)"; /.exec(header)?.[1];

describe("contentDisposition", () => {
  it.each([
    ["a plain name", "Quarterly Deck.pptx", "Quarterly Deck.pptx", "Quarterly Deck.pptx"],
    ["quotes and backslashes", 'say "hi"\\now.pdf', "now.pdf", "now.pdf"],
    ["quotes", 'the "final" plan.pdf', "the -final- plan.pdf", "the -final- plan.pdf"],
    ["folders, either slash", "../../etc/passwd", "passwd", "passwd"],
    ["Windows folders", "C:\\Users\\me\\plan.pdf", "plan.pdf", "plan.pdf"],
    [
      "CR and LF (header injection)",
      "plan\r\nSet-Cookie: a=b.pdf",
      "plan__Set-Cookie - a=b.pdf",
      "plan__Set-Cookie - a=b.pdf",
    ],
    ["a NUL and DEL", "pl\u0000an\u007f.pdf", "pl_an_.pdf", "pl_an_.pdf"],
    [
      "a bidirectional override disguising the extension",
      "invoice\u202Efdp.exe",
      "invoice_fdp.exe",
      "invoice_fdp.exe",
    ],
    ["accents and an emoji", "Résumé 😀.pdf", "Résumé 😀.pdf", "R_sum_ _.pdf"],
    ["a lone surrogate", "plan\uD800.pdf", "plan_.pdf", "plan_.pdf"],
    [
      "percent, semicolon and apostrophe",
      "100%; O'Brien (v2)*.pdf",
      "100%; O'Brien (v2)-.pdf",
      "100__ O'Brien (v2)-.pdf",
    ],
    [
      "characters a file system refuses, as a readable dash",
      "Consultative Selling: Discovery to Close <v2>?.pdf",
      "Consultative Selling - Discovery to Close -v2--.pdf",
      "Consultative Selling - Discovery to Close -v2--.pdf",
    ],
    ["a hidden name", ".htaccess", "htaccess", "htaccess"],
    ["dots only", "..", "document", "document"],
    ["nothing", "", "document", "document"],
  ])("makes %s safe", (_what, original, fullName, asciiName) => {
    const header = contentDisposition("attachment", original);
    // Printable ASCII only: no CR, LF or NUL can end the header early.
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(extendedName(header)).toBe(fullName);
    expect(quotedName(header)).toBe(asciiName);
    // What the API's clients (the oRPC client among them) read back.
    expect(getFilenameFromContentDisposition(header)).toBe(fullName);
  });

  it("writes the exact header, inline or as an attachment", () => {
    expect(contentDisposition("inline", "Résumé.pdf")).toBe(
      `inline; filename="R_sum_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf`,
    );
    expect(contentDisposition("attachment", "O'Brien.pdf")).toBe(
      `attachment; filename="O'Brien.pdf"; filename*=UTF-8''O%27Brien.pdf`,
    );
  });

  it("keeps the end of a very long name, counting characters, not UTF-16 halves", () => {
    const name = `${"😀".repeat(200)}.pdf`;
    const full = extendedName(contentDisposition("attachment", name));
    expect(Array.from(full)).toHaveLength(150);
    expect(full.endsWith("😀.pdf")).toBe(true);
  });
});
