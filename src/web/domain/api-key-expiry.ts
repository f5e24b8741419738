import type { ApiKeyExpiry } from "#shared/contracts/api-keys";

/** The expiry choices of a New API Key form, shortest first. */
export const EXPIRY_OPTIONS = ["30", "90", "365", "never"] as const satisfies readonly ApiKeyExpiry[];

export const EXPIRY_LABELS: Record<ApiKeyExpiry, string> = {
  "30": "In 30 days",
  "90": "In 90 days",
  "365": "In 1 year",
  never: "Never (until revoked)",
};
