import { asc, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { profiles } from "#server/db/schema/index";

// How every list and chooser of people searches and orders them: by the lowercased name and e-mail keys a
// profile and its role rows carry (decisions 0039 and 0040), so that the same indexes serve them all.

/**
 * A profile whose name or e-mail contains the LIKE pattern, ignoring case: its lowercased keys against the
 * lowercased pattern, which is what ILIKE compares. Asked of the keys, the search is answered from their trigram
 * indexes when few profiles match, and from the list-order index alone, walking A to Z, when many do.
 */
export function nameOrEmailContains(pattern: string): SQL {
  return or(
    sql`${profiles.nameKey} like lower(${pattern})`,
    sql`${profiles.emailKey} like lower(${pattern})`,
  ) as SQL;
}

/** A to Z by name (those without one last), then e-mail, ignoring case: the order of the list-order indexes. */
export const inNameOrder = (nameKey: SQLWrapper, emailKey: SQLWrapper, userId: SQLWrapper) => [
  sql`${nameKey} asc nulls last`,
  asc(emailKey),
  asc(userId),
];
