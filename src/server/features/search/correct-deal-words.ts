import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";

/** A word as the deals' vocabulary holds one (migration 0015): a run of letters and digits. */
const WORD = /[\p{L}\p{N}]+/gu;

/** How many words of the vocabulary may stand for one misspelt word of a search. */
const CORRECTIONS_PER_WORD = 3;

/**
 * What each word of the search may have meant, for the deals whose names contain none of it: a word of the deals'
 * names stands for itself; another, the closest words of the deals' names (trigram similarity,
 * pg_trgm.similarity_threshold of the search's settings), at most three, looked up only for it, as that lookup is
 * the dearer; a word of one or two letters stands for itself. A name must match every word, so a word close to no
 * word of the deals' names finds nothing (an empty list of alternatives; decision 0025).
 */
export async function correctDealWords(tx: Pick<Db, "execute">, query: string): Promise<string[][]> {
  const words = [...new Set(query.toLowerCase().match(WORD) ?? [])];
  const long = words.filter((word) => word.length >= 3);
  const { rows } =
    long.length === 0
      ? { rows: [] }
      : // Both drivers answer a raw statement with its rows under `rows`.
        ((await tx.execute(sql`
          select typed, closest.word from unnest(${sql.param(long)}::text[]) as typed
          cross join lateral (
            select word from deal_name_words where word = typed
            union all
            (select word from deal_name_words
              where word % typed and not exists (select from deal_name_words where word = typed)
              order by word <-> typed, word limit ${CORRECTIONS_PER_WORD})
          ) as closest`)) as unknown as { rows: { typed: string; word: string }[] });
  return words.map((word) =>
    word.length < 3 ? [word] : rows.filter((row) => row.typed === word).map((row) => row.word),
  );
}
