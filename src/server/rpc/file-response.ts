import { z } from "zod";

// The output of a procedure that streams a file: the whole file (200) or the byte range asked for (206).
const fileBody = z.custom<ReadableStream<Uint8Array>>((value) => value instanceof ReadableStream);

export const fileResponse = z.union([
  z.object({ status: z.literal(200), headers: z.record(z.string(), z.string()), body: fileBody }),
  z.object({ status: z.literal(206), headers: z.record(z.string(), z.string()), body: fileBody }),
]);
