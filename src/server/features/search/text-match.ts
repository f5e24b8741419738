import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { beginningWith, containing, wordBeginningWith } from "#server/db/like-pattern";

/**
 * How close a search must be to a word run of a name to count (pg_trgm's word_similarity; decision 0025): 0.5
 * lets one or two typos or a word's beginning through ("Acme Solutoins", "solut") and keeps other names out.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/**
 * How close a word of the deals' names must be to a word of the search to stand for it (pg_trgm's similarity of
 * two words; decision 0025): "pacfic" is 0.5 from "pacific", "solutoins" 0.43 from "solutions".
 */
export const WORD_CORRECTION_THRESHOLD = 0.4;

/**
 * How many rows each way of matching one name may offer before the closest are picked: a common word ("inc")
 * matches a hundred thousand deals, and ordering them all by closeness took seconds (decision 0025).
 */
export const CANDIDATES_PER_WAY = 50;

/**
 * Settings for the rest of the search's transaction: the threshold of the `<%` operator the trigram indexes serve;
 * and no whole-table scans. The planner prices `<%` and ILIKE like any operator, but they cost some 20 µs a
 * row, so it scanned small tables (2,000 resources, 1,000 courses) whole at 15–40 ms where their trigram index
 * answers in 1–3 ms (decision 0025). A table without a usable index is still scanned.
 */
export const useSearchSettings = () =>
  sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true),
    set_config('pg_trgm.similarity_threshold', ${String(WORD_CORRECTION_THRESHOLD)}, true),
    set_config('enable_seqscan', 'off', true)`;

// ILIKE and word similarity find a search through the trigram index at little cost only if it holds three
// letters or digits in a row; a shorter one is looked up as a word's beginning, which ILIKE finds by the
// trigram of a word's first two letters.
const HAS_TRIGRAM = /[\p{L}\p{N}]{3}/u;

/** A run of three letters or digits or more: what the trigram index can look up on its own. */
const INDEXED_WORD = /[\p{L}\p{N}]{3,}/gu;

/**
 * The column contains the search, ignoring case. A search of more than one word is looked up in the trigram
 * index by each of its words, and the whole search then checked on the rows found: ILIKE of the whole search
 * also asks the index for the trigrams of its inner words' beginnings ("  s", " se" of "security"), which most names
 * hold, and reading them cost a million deals' names 7-22 ms where the words alone cost 2-7 ms (decision 0025).
 * The check of the whole is strpos on lower-cased text, which is what ILIKE compares (PostgreSQL lower-cases
 * both sides), written so that the index cannot take it up.
 */
const contains = (query: string, column: SQLWrapper) => {
  const words = [...new Set(query.match(INDEXED_WORD) ?? [])];
  if (words.length === 0 || (words.length === 1 && words[0] === query))
    return sql`${column} ilike ${containing(query)}`;
  const eachWord = words.map((word) => sql`${column} ilike ${containing(word)}`);
  return sql`(${sql.join(eachWord, sql` and `)} and strpos(lower(${column}), lower(${query})) > 0)`;
};

/** The search is close to a run of the column's words (decision 0025). */
const isCloseTo = (query: string, column: SQLWrapper) => sql`${query} <% ${column}`;

/** One of the column's words begins with the search, ignoring case. */
const beginsAWord = (query: string, column: SQLWrapper) =>
  sql`(${column} ilike ${beginningWith(query)} or ${column} ilike ${wordBeginningWith(query)})`;

/** Some names of a kind and how to select the ids of the rows one of them matches, within the caller's scope. */
export interface CandidateSource {
  columns: SQLWrapper[];
  /**
   * E-mail addresses: looked up by searches of three letters or more only. An address has no space, so a shorter
   * search never begins one of its words, yet the trigram index offers every address whose domain holds those
   * letters (" co" of "corp.example"), each read and refused (decision 0025).
   */
  addresses?: SQLWrapper[];
  /**
   * When no row of the kind contains the search, whether a name is close to it: by default the search is close
   * to a run of the name's words (word similarity); a kind may decide otherwise (deals: correctedMatch).
   */
  isClose?: (column: SQLWrapper) => SQL;
  select: (match: SQL) => { limit(count: number): SQLWrapper };
}

/**
 * The row's id is one of the candidates, the rows worth ordering by closeness. For each name, at most
 * CANDIDATES_PER_WAY rows that contain the search; and, only when no row contains it, at most as many rows
 * whose name is close to it; for a search of one or two letters, at most as many rows with
 * a word it begins. Each is one lookup in the name's trigram index (written as the index holds it); the
 * closeness lookup is the dearest, as a long search's trigrams are each in many names.
 */
export function amongCandidates(id: SQLWrapper, query: string, ...sources: CandidateSource[]): SQL {
  return sql`${id} in (${candidateIds(query, ...sources)})`;
}

/** The select of amongCandidates' ids, for a kind that unites them with candidates found another way. */
export function candidateIds(query: string, ...sources: CandidateSource[]): SQL {
  if (!looksForCloseRows(query)) return containingIds(query, ...sources);
  const noneContain = sql`not exists (select from search_containing)`;
  const close = ways(
    query,
    sources,
    (column, { isClose = (name) => isCloseTo(query, name) }) => sql`${isClose(column)} and ${noneContain}`,
  );
  return sql`with search_containing as materialized (${containingIds(query, ...sources)}) select * from search_containing union ${sql.join(close, sql` union `)}`;
}

/**
 * The first half of candidateIds, for a kind that finds its close rows only once it knows that no row contains
 * the search (deals: their correction is a statement of its own): the rows that contain the search, or for a
 * search of one or two letters, with a word it begins.
 */
export function containingIds(query: string, ...sources: CandidateSource[]): SQL {
  const match = HAS_TRIGRAM.test(query) ? contains : beginsAWord;
  return sql.join(
    ways(query, sources, (column) => match(query, column)),
    sql` union `,
  );
}

/** Whether rows close to the search are looked for when none contains it: not for a word's beginning. */
export const looksForCloseRows = (query: string) => HAS_TRIGRAM.test(query);

/**
 * The second half of candidateIds, to be asked only when containingIds found nothing and looksForCloseRows:
 * the rows whose name is close to the search.
 */
export function closeIds(query: string, ...sources: CandidateSource[]): SQL {
  return sql.join(
    ways(query, sources, (column, { isClose = (name) => isCloseTo(query, name) }) => isClose(column)),
    sql` union `,
  );
}

/** One lookup a name, at most CANDIDATES_PER_WAY rows each; addresses only for a search of three letters or more. */
function ways(
  query: string,
  sources: CandidateSource[],
  match: (column: SQLWrapper, source: CandidateSource) => SQL,
): SQLWrapper[] {
  const short = !HAS_TRIGRAM.test(query);
  return sources.flatMap((source) =>
    (short ? source.columns : [...source.columns, ...(source.addresses ?? [])]).map((column) =>
      source.select(match(column, source)).limit(CANDIDATES_PER_WAY),
    ),
  );
}

/**
 * The column contains, for each word of a corrected search (correctDealWords), one of what it may have meant:
 * one lookup in the column's trigram index, as cheap as "contains" where word similarity would read the entries of
 * every trigram of the search. A word with nothing it may have meant, or a search with no word, matches nothing.
 */
export function correctedMatch(corrections: string[][], column: SQLWrapper): SQL {
  if (corrections.length === 0 || corrections.some((alternatives) => alternatives.length === 0))
    return sql`false`;
  const eachWord = corrections.map(
    (alternatives) =>
      sql`(${sql.join(
        alternatives.map((word) => contains(word, column)),
        sql` or `,
      )})`,
  );
  return sql`(${sql.join(eachWord, sql` and `)})`;
}

/** The best closeness of the search to any of the columns, for ordering: exact words first. */
export function closeness(query: string, columns: SQLWrapper[]): SQL<number> {
  const scores = columns.map((column) => sql`coalesce(word_similarity(${query}, ${column}), 0)`);
  return sql<number>`greatest(${sql.join(scores, sql`, `)})`.mapWith(Number);
}
