import { z } from "zod";

/**
 * A point in time: a Date (the RPC protocol carries them as such) or an ISO 8601 date or date-time with its
 * offset, as REST clients write one. Numbers, booleans and lists are not dates and are refused, never converted.
 */
export const momentField = (message: string) =>
  z
    .union([z.date(), z.iso.datetime({ offset: true }), z.iso.date()], { error: message })
    .transform((value) => (typeof value === "string" ? new Date(value) : value));
