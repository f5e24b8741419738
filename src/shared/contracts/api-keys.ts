import { z } from "zod";
import { PERMISSION_CATALOGUE, type PermissionName } from "../permissions";
import { uuid } from "./ids";
import { optionalNumberField } from "./numbers";
import { requiredText } from "./text";

// Keys for the REST API (docs/product/api-and-integrations.md, decision 0028).

/** What a refused key is told (docs/product/api-and-integrations.md#refusals). */
export const API_KEY_REFUSALS = {
  invalid: "This API key is not valid. Check that you copied the whole key.",
  revoked: "This API key has been revoked. Create a new key in the portal.",
  expired: "This API key has expired. Create a new key in the portal.",
  partnerInactive: "This API key's partner account is not active.",
  restOnly: "API keys work only on the REST API under /api/v1.",
  notForThisOperation: "API keys can't be used for this operation. Sign in to the portal to do it.",
  notAPerson:
    "An integration key is not a person: it can't take courses or read anyone's own records. Use a partner's key, or sign in.",
  tooManyRequests: (seconds: number) =>
    `This API key has made too many requests. Please try again in ${seconds} seconds.`,
} as const;

export const API_KEY_NAME_REQUIRED = "Key name is required.";
export const API_KEY_PERMISSIONS_REQUIRED = "Please choose at least one permission.";
export const API_KEY_NOT_FOUND = "API key not found.";

const PERMISSION_NAMES = PERMISSION_CATALOGUE.map((permission) => permission.name) as [
  PermissionName,
  ...PermissionName[],
];

/** A new partner key: its name and how long it lasts. */
export const createPartnerApiKeyInput = z.object({
  name: requiredText("Key name", 100),
  /** Days until the key stops working; left out (or null) it lasts until revoked. */
  expiresInDays: optionalNumberField("Expires in days", {
    integer: true,
    min: 1,
    max: 365,
    tooSmall: "A key must last at least 1 day.",
    tooLarge: "A key can last at most 365 days.",
  }).transform((days) => days ?? null),
});
export type CreatePartnerApiKeyForm = z.input<typeof createPartnerApiKeyInput>;

/** A new integration key: also the permissions it acts with, each one the creator holds (decision 0017). */
export const createIntegrationApiKeyInput = createPartnerApiKeyInput.extend({
  permissions: z
    .array(z.enum(PERMISSION_NAMES, { error: "Please choose permissions from the list." }))
    .min(1, { error: API_KEY_PERMISSIONS_REQUIRED })
    .max(PERMISSION_NAMES.length),
});
export type CreateIntegrationApiKeyForm = z.input<typeof createIntegrationApiKeyInput>;

export const apiKeyIdInput = z.object({ id: uuid({ error: "Please give a valid API key id." }) });

export const apiKeyStatusSchema = z.enum(["active", "expired", "revoked"]);
export type ApiKeyStatus = z.infer<typeof apiKeyStatusSchema>;

/** One key as lists show it: never its secret. */
export const apiKeyItem = z.object({
  id: uuid(),
  name: z.string(),
  /** The start of the key (`ppk_<prefix>_`), to recognise it. */
  prefix: z.string(),
  status: apiKeyStatusSchema,
  permissions: z.array(z.enum(PERMISSION_NAMES)),
  /** Who made it: the partner contact, or the staff member for an integration's key. */
  createdBy: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.date(),
  lastUsedAt: z.date().nullable(),
  expiresAt: z.date().nullable(),
  revokedAt: z.date().nullable(),
});
export type ApiKeyItem = z.infer<typeof apiKeyItem>;

export const listApiKeysOutput = z.array(apiKeyItem);

/** A key just made: the only time its whole value is given. */
export const createApiKeyOutput = z.object({ apiKey: apiKeyItem, secret: z.string() });
export type CreatedApiKey = z.infer<typeof createApiKeyOutput>;

export const revokeApiKeyOutput = z.object({ apiKey: apiKeyItem });

/** The expiry a form offers: a number of days, or never. */
export const apiKeyExpirySchema = z.enum(["30", "90", "365", "never"], {
  error: "Please choose how long the key lasts.",
});
export type ApiKeyExpiry = z.infer<typeof apiKeyExpirySchema>;

/** The days a form's expiry choice means, as the create procedures take them. */
export const expiresInDaysOf = (expiry: ApiKeyExpiry): number | null =>
  expiry === "never" ? null : Number(expiry);

/** The partner's New API Key form. */
export const partnerApiKeyFormSchema = z.object({
  name: createPartnerApiKeyInput.shape.name,
  expiry: apiKeyExpirySchema,
});
export type PartnerApiKeyForm = z.input<typeof partnerApiKeyFormSchema>;

/** The integration's New API Key form: also its permissions. */
export const integrationApiKeyFormSchema = partnerApiKeyFormSchema.extend({
  permissions: createIntegrationApiKeyInput.shape.permissions,
});
export type IntegrationApiKeyForm = z.input<typeof integrationApiKeyFormSchema>;
