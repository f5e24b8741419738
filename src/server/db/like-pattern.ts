/** `%term%` for LIKE and ILIKE, with the term's own %, _ and \ matched literally (backslash is the escape). */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
