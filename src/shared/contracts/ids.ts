import { z } from "zod";

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A row's UUID, made canonical (lower case) as it is parsed: the database compares an id column as a UUID, but
 * what the portal writes from the parsed input (audit subjects, webhook payloads, notification links) is text,
 * and an id sent in upper case must read back as the same id everywhere (docs/product/errors-and-messages.md#ids).
 * Every contract takes its UUIDs through this, never `z.uuid` itself (tests/unit/canonical-ids.test.ts).
 */
export const uuid = (params?: string | z.core.$ZodUUIDParams): z.ZodUUID => z.uuid(params).toLowerCase();

/** A UUID in lower case; any other text as it is (a filter over ids of several kinds, some not UUIDs). */
export const canonicalId = (text: string): string => (UUID_TEXT.test(text) ? text.toLowerCase() : text);
