/**
 * A file name safe to use in a storage key: no path parts, only letters, digits, dot, dash and underscore, at
 * most 100 characters, never empty or hidden. What a download is called is contentDisposition's to say.
 */
export function safeFileName(original: string): string {
  const base = original.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\w.-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[.-]+/, "")
    .replace(/-+(\.[^.]*)?$/, "$1");
  const trimmed = cleaned.length > 100 ? cleaned.slice(cleaned.length - 100).replace(/^[.-]+/, "") : cleaned;
  return trimmed || "document";
}

/**
 * The name a sender gave a file, without what no file name needs and the database cannot store: control
 * characters (U+0000 among them) and halves of a UTF-16 surrogate pair.
 */
export function storableFileName(original: string): string {
  const kept = Array.from(original, (char) => {
    const code = char.codePointAt(0) ?? 0;
    return code < 0x20 || code === 0x7f || (code >= 0xd800 && code <= 0xdfff) ? "" : char;
  }).join("");
  return kept || "document";
}

/**
 * The name with the extension of the file's real type: "page.html" or "setup.exe" holding a PDF becomes
 * "page.pdf" or "setup.pdf", so no program opens it as something it is not. An extension the type also goes by
 * ("photo.jpeg" for a JPEG) stays.
 */
export function nameForType(name: string, type: { extension: string; aliases: readonly string[] }): string {
  const dot = name.lastIndexOf(".");
  const stem = (dot >= 0 ? name.slice(0, dot) : name) || "document";
  const current = dot >= 0 ? name.slice(dot + 1).toLowerCase() : "";
  const extension = current === type.extension || type.aliases.includes(current) ? current : type.extension;
  return `${stem}.${extension}`;
}

/** Whether the name's extension is one the type goes by ("deck.pptx" for a PowerPoint file). */
export function nameFitsType(name: string, type: { extension: string; aliases: readonly string[] }): boolean {
  const dot = name.lastIndexOf(".");
  const current = dot >= 0 ? name.slice(dot + 1).toLowerCase() : "";
  return current === type.extension || type.aliases.includes(current);
}
