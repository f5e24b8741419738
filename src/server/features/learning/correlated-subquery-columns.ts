import { sql } from "drizzle-orm";

// Columns of the outer row as a correlated subquery names them. Spelled out: in a one-table select Drizzle
// leaves column names unqualified, and inside the subquery a bare "id" would be the subquery's own.

const column = (table: string, name: string) => sql`${sql.identifier(table)}.${sql.identifier(name)}`;

export const outerCourseId = column("courses", "id");
export const outerEnrollmentId = column("enrollments", "id");
export const outerUserId = column("user", "id");
export const outerUserEmail = column("user", "email");
