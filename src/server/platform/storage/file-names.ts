/**
 * A file name safe to use in a storage key and a download header: no path parts, only letters, digits, dot,
 * dash and underscore, at most 100 characters, never empty or hidden.
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
