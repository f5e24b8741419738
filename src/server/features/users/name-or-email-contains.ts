import { or, type SQL, sql } from "drizzle-orm";
import { profiles } from "#server/db/schema/index";

/**
 * A profile whose name or e-mail contains the LIKE pattern, ignoring case: its lowercased keys against the
 * lowercased pattern, which is what ILIKE compares. Asked of the keys, the search is answered from their trigram
 * indexes when few profiles match, and from the list-order index alone, walking A to Z, when many do (decision
 * 0040).
 */
export function nameOrEmailContains(pattern: string): SQL {
  return or(
    sql`${profiles.nameKey} like lower(${pattern})`,
    sql`${profiles.emailKey} like lower(${pattern})`,
  ) as SQL;
}
