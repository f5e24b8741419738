import type { z } from "zod";
import type { Db } from "#server/db/client";
import type { listManagedCoursesInput, listManagedCoursesOutput } from "#shared/contracts/learning";

// Placeholder signature: replaced by the real use case in this change.
export async function listManagedCourses(
  db: Db,
  input: z.output<typeof listManagedCoursesInput>,
): Promise<z.output<typeof listManagedCoursesOutput>> {
  throw new Error("listManagedCourses is not built yet");
}
