import { or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { containing } from "#server/db/like-pattern";

/**
 * How close a search must be to a word run of a name to count (pg_trgm's word_similarity; decision 0025): 0.5
 * lets one or two typos or a word's beginning through ("Acme Solutoins", "solut") and keeps other names out.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/** Sets the threshold for the rest of the transaction, for the `<%` operator the trigram indexes serve. */
export const useWordSimilarityThreshold = () =>
  sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`;

/**
 * A search over the columns: one contains it (ignoring case; also for searches too short for trigrams), or it
 * is close to a run of words in one. Each column is written as its trigram index holds it.
 */
export function textMatches(query: string, columns: SQLWrapper[]): SQL | undefined {
  const pattern = containing(query);
  return or(...columns.flatMap((column) => [sql`${column} ilike ${pattern}`, sql`${query} <% ${column}`]));
}

/** The best closeness of the search to any of the columns, for ordering: exact words first. */
export function closeness(query: string, columns: SQLWrapper[]): SQL<number> {
  const scores = columns.map((column) => sql`coalesce(word_similarity(${query}, ${column}), 0)`);
  return sql<number>`greatest(${sql.join(scores, sql`, `)})`.mapWith(Number);
}
