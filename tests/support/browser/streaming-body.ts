import { SAMPLE_PDF } from "../files/sample-files";

export const MULTIPART_BOUNDARY = "----portal-test-boundary";

export interface Part {
  name: string;
  /** Set for a file part. */
  filename?: string;
  /** A text value, or the size of a file whose bytes start with a PDF header. */
  value: string | number;
}

/**
 * A multipart body produced as the server reads it, so a test can tell how much was read: `pulled` counts the
 * bytes handed over. File parts are generated in 64 KiB chunks, never held whole.
 */
export function streamingBody(parts: Part[], options: { chunkDelayMs?: number } = {}) {
  const encoder = new TextEncoder();
  const state = { pulled: 0 };
  async function* chunks() {
    for (const part of parts) {
      const disposition = part.filename
        ? `form-data; name="${part.name}"; filename="${part.filename}"`
        : `form-data; name="${part.name}"`;
      const type = part.filename ? "\r\nContent-Type: application/pdf" : "";
      yield encoder.encode(`--${MULTIPART_BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`);
      if (typeof part.value === "string") yield encoder.encode(part.value);
      else {
        let left = part.value;
        yield SAMPLE_PDF;
        left -= SAMPLE_PDF.length;
        while (left > 0) {
          const size = Math.min(left, 64 * 1024);
          if (options.chunkDelayMs) await new Promise((resolve) => setTimeout(resolve, options.chunkDelayMs));
          yield new Uint8Array(size).fill(0x20);
          left -= size;
        }
      }
      yield encoder.encode("\r\n");
    }
    yield encoder.encode(`--${MULTIPART_BOUNDARY}--\r\n`);
  }
  const iterator = chunks();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await iterator.next();
        if (next.done) controller.close();
        else {
          state.pulled += next.value.length;
          controller.enqueue(next.value);
        }
      },
      // Nothing is produced until someone reads.
    },
    { highWaterMark: 0 },
  );
  return { body, state };
}
