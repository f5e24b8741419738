import { z } from "zod";
import { storableString } from "./text";

/** The longest search the palette sends (docs/product/shell-and-navigation.md#search). */
export const SEARCH_MAX_LENGTH = 200;

export const SEARCH_MESSAGES = {
  tooLong: `Search must be at most ${SEARCH_MAX_LENGTH} characters.`,
  controlCharacters: "Search cannot contain control characters such as tabs or line breaks.",
  empty: "Type something to search for.",
} as const;

// C0 and C1 control characters, DEL included: a search typed or pasted into one line never needs them.
const CONTROL_CHARACTER = /\p{Cc}/u;

/** The kinds of record the search finds, in the order the palette groups them. */
export const SEARCH_KINDS = [
  "deal",
  "payout",
  "partner",
  "application",
  "user",
  "department",
  "resource",
  "course",
] as const;

export const searchKindSchema = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof searchKindSchema>;

export const searchEverywhereInput = z
  .object({
    query: z
      .string({ error: "Search must be text." })
      .refine((value) => !CONTROL_CHARACTER.test(value), {
        error: SEARCH_MESSAGES.controlCharacters,
        abort: true,
      })
      .pipe(
        storableString("Search")
          .trim()
          .min(1, { error: SEARCH_MESSAGES.empty })
          .max(SEARCH_MAX_LENGTH, { error: SEARCH_MESSAGES.tooLong }),
      ),
  })
  .meta({ examples: [{ query: "acme" }] });
export type SearchEverywhereInput = z.input<typeof searchEverywhereInput>;

/** One record found: what it is, its id, the line that names it and a second line that places it. */
export const searchResult = z.object({
  kind: searchKindSchema,
  id: z.string(),
  title: z.string(),
  detail: z.string(),
});
export type SearchResult = z.infer<typeof searchResult>;

/** The best matches of each kind the caller may see, at most a few per kind, grouped in SEARCH_KINDS order. */
export const searchEverywhereOutput = z.object({ results: z.array(searchResult) });
export type SearchEverywhereOutput = z.infer<typeof searchEverywhereOutput>;
