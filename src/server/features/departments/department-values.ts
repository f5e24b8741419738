import { postgresErrorCode, UNIQUE_VIOLATION } from "#server/db/errors";
import { AppError } from "#server/platform/app-error";
import { NAME_TAKEN } from "./department-columns";

/** What the department form sets. */
export interface DepartmentValues {
  name: string;
  description: string | null;
  managerId: string | null;
}

/** A save that lost a race for its name is refused like a name already taken; any other error passes on. */
export function refuseTakenName(error: unknown): never {
  if (postgresErrorCode(error) === UNIQUE_VIOLATION) {
    throw new AppError("conflict", NAME_TAKEN, { field: "name" });
  }
  throw error;
}
