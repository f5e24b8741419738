// Display formats used across the portal (docs/product/overview.md#display-formats), all en-US so every
// screen reads alike.

/**
 * A formatter built when first used: each Intl formatter costs milliseconds to build, and built as this module
 * loaded they were most of /apply's script evaluation on a slow phone
 * (docs/benchmarks.md#lighthouse-first-load-of-the-public-pages).
 */
const whenUsed = <Formatter>(build: () => Formatter) => {
  let built: Formatter | undefined;
  return () => {
    built ??= build();
    return built;
  };
};

const DATE = whenUsed(
  () =>
    new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "2-digit",
      year: "numeric",
      timeZone: "UTC",
    }),
);

/**
 * A date as 'MMM dd, yyyy', e.g. 'Mar 05, 2026'. Always in UTC: a date-only value such as '2026-03-05' is
 * read by JavaScript as UTC midnight, so UTC shows it on the same day in every time zone (and in tests).
 */
export function formatDate(date: Date | string | number): string {
  const parts = Object.fromEntries(
    DATE()
      .formatToParts(new Date(date))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.month} ${parts.day}, ${parts.year}`;
}

const WHOLE_DOLLARS = whenUsed(
  () => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }),
);
const DOLLARS_AND_CENTS = whenUsed(
  () =>
    new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/**
 * US dollars with thousands separators. Whole amounts drop the cents ('$1,234'); any other amount shows
 * exactly two decimals ('$1,234.50'), rounded to the cent.
 */
export function formatMoney(value: number): string {
  const cents = Math.round(value * 100);
  return cents % 100 === 0 ? WHOLE_DOLLARS().format(cents / 100) : DOLLARS_AND_CENTS().format(cents / 100);
}

/**
 * A money amount held as a decimal string ("12345.5") in dollars with thousands separators and always two
 * decimals ('$12,345.50'), without passing through a float.
 */
export function formatAmount(decimal: string): string {
  const [whole = "0", cents = ""] = decimal.trim().replace(/^-/, "").split(".");
  const grouped = whole.replace(/^0+(?=\d)/, "").replace(/\B(?=(\d{3})+$)/g, ",");
  return `${decimal.trim().startsWith("-") ? "-" : ""}$${grouped}.${cents.padEnd(2, "0").slice(0, 2)}`;
}

const COUNT = whenUsed(() => new Intl.NumberFormat("en-US"));

/** A count with thousands separators, e.g. '1,247'. */
export function formatNumber(value: number): string {
  return COUNT().format(value);
}

/**
 * A value already in percent (87 means 87%), e.g. '87%' or '2.1%'. Trailing zeros are dropped, so whole
 * values show no decimals.
 */
export function formatPercent(value: number, maximumFractionDigits = 1): string {
  return `${new Intl.NumberFormat("en-US", { maximumFractionDigits }).format(value)}%`;
}

const ONE_DECIMAL = whenUsed(
  () => new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const TWO_DECIMALS = whenUsed(
  () => new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** A file size in kilobytes (bytes / 1024) with one decimal, e.g. '12.3 KB': application documents. */
export function formatFileSizeKb(bytes: number): string {
  return `${ONE_DECIMAL().format(bytes / 1024)} KB`;
}

/** A file size in megabytes (bytes / 1024²) with two decimals, e.g. '2.45 MB': deal proposals. */
export function formatFileSizeMb(bytes: number): string {
  return `${TWO_DECIMALS().format(bytes / (1024 * 1024))} MB`;
}

/** A size limit in whole megabytes, or kilobytes below one, e.g. '10 MB': limits named in refusals. */
export function formatSizeLimit(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.floor(bytes / 1024)} KB`;
}

/** A length of time given in minutes, e.g. '45m', '2h' or '1h 30m'. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}
