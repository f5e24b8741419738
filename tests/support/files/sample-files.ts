/** Small files whose bytes are what their names claim (or, for the forgery, are not). */
export const SAMPLE_PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

export const SAMPLE_PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="),
  (char) => char.charCodeAt(0),
);

/** A Windows executable's header: what a renamed .exe carries whatever it is called. */
export const SAMPLE_EXE = Uint8Array.from([0x4d, 0x5a, ...new Array(254).fill(0)]);

export function sampleFile(bytes: Uint8Array, name: string, type = "application/octet-stream"): File {
  return new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
}

/** The start of an MP4 file (an ftyp box of brand isom) followed by filler: enough for its type to be read. */
export const SAMPLE_MP4 = Uint8Array.from([
  ...[0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d],
  ...[0x00, 0x00, 0x02, 0x00, 0x69, 0x73, 0x6f, 0x6d, 0x6d, 0x70, 0x34, 0x31],
  ...new Array(1000).fill(0).map((_, n) => n % 251),
]);
