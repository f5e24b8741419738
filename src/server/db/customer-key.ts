// Legal forms that say nothing about who the customer is: "Acme Inc." and "ACME, LLC" are one customer.
const LEGAL_SUFFIXES = new Set([
  "inc",
  "incorporated",
  "llc",
  "llp",
  "lp",
  "ltd",
  "limited",
  "gmbh",
  "mbh",
  "ag",
  "kg",
  "corp",
  "corporation",
  "co",
  "company",
  "plc",
  "sa",
  "sas",
  "sarl",
  "srl",
  "spa",
  "bv",
  "nv",
  "oy",
  "ab",
  "as",
  "pty",
  "pte",
  "kk",
  // What joins legal forms: "GmbH & Co. KG", "Smith and Co".
  "and",
]);

/**
 * The end customer's name as duplicate detection compares it: letters and digits only (accents and dots dropped,
 * other punctuation a separator), lower case, single spaces, and trailing legal forms removed ("Acme Co., Ltd."
 * is "acme", "Acme GmbH & Co. KG" too). A name that is nothing but a legal form keeps its first word, so "Co" is
 * not everyone. It fills `partner_deals.customer_key`, so it lives beside the schema: deals write it, and so does
 * the demo data.
 */
export function customerKey(companyName: string): string {
  const words = companyName
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    // Dotted abbreviations are one word: "S.A." is "sa", "Inc." is "inc".
    .replace(/\./g, "")
    .replace(/&/g, " and ")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  let end = words.length;
  while (end > 1 && LEGAL_SUFFIXES.has(words[end - 1] as string)) end--;
  return words.slice(0, end).join(" ");
}
