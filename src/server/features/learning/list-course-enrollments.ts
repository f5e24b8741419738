import type { z } from "zod";
import type { Db } from "#server/db/client";
import type { listCourseEnrollmentsInput, listCourseEnrollmentsOutput } from "#shared/contracts/learning";

// Placeholder signature: replaced by the real use case in this change.
export async function listCourseEnrollments(
  db: Db,
  input: z.output<typeof listCourseEnrollmentsInput>,
): Promise<z.output<typeof listCourseEnrollmentsOutput>> {
  throw new Error("listCourseEnrollments is not built yet");
}
