/** The term with its own %, _ and \ escaped, to be matched literally by LIKE and ILIKE (backslash is the escape). */
const literal = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `%term%` for LIKE and ILIKE, with the term's own %, _ and \ matched literally (backslash is the escape). */
export const containing = (term: string) => `%${literal(term)}%`;

/** `term%`: the text begins with the term, matched literally. */
export const beginningWith = (term: string) => `${literal(term)}%`;

/** `% term%`: a word after the first, after a space, begins with the term, matched literally. */
export const wordBeginningWith = (term: string) => `% ${literal(term)}%`;
