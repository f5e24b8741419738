import { z } from "zod";
import { optionalNumberField } from "./numbers";

/** Which page of a list: 1-based, at most 100 rows a page; the first page of 20 when not given. */
export const pageInput = {
  page: optionalNumberField("Page", { integer: true, min: 1, max: 100_000 }).transform((page) => page ?? 1),
  pageSize: optionalNumberField("Page size", { integer: true, min: 1, max: 100 }).transform(
    (size) => size ?? 20,
  ),
};

/** How many options a chooser shows: at most `max`, `fallback` when not given. */
export const limitInput = (max: number, fallback: number) =>
  optionalNumberField("Limit", { integer: true, min: 1, max }).transform((limit) => limit ?? fallback);

/** One page of a list with the total of rows matching its filters. */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/**
 * One page of a list that may be long, whose count stops at a cap: past it `total` is a lower bound, shown as
 * "10,000+", and `totalCapped` says more rows match. The server always sends it; optional so clients and
 * fixtures written before it still type-check.
 */
export const cappedPageOf = <Item extends z.ZodType>(item: Item) =>
  pageOf(item).extend({ totalCapped: z.boolean().optional() });
