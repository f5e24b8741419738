import { fetchRest } from "./fetch-rest";
import { saveFile } from "./save-file";

/** The name the server gives the file (RFC 6266), preferring the UTF-8 form. */
function attachmentName(disposition: string | null): string | undefined {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="([^"]+)"/i)?.[1];
}

/**
 * Fetches a file from a procedure's REST route (see restPath) with the given query (unset values left out) and
 * saves it under the name the server gives it, or `fallbackName` when it gives none.
 */
export async function downloadFile(
  path: string,
  query: Record<string, string | undefined>,
  fallbackName: string,
): Promise<void> {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([name, value]) => (value ? [[name, value]] : [])),
  ).toString();
  const response = await fetchRest(params ? `${path}?${params}` : path);
  saveFile(
    await response.blob(),
    attachmentName(response.headers.get("content-disposition")) ?? fallbackName,
  );
}
