import type { ApiKeyItem, CreatedApiKey } from "#shared/contracts/api-keys";

/** A key as the lists receive it; screen tests override what they check. */
export const apiKeyFixture = (overrides: Partial<ApiKeyItem> = {}): ApiKeyItem => ({
  id: "6f1c2e1a-0000-4000-8000-000000000001",
  name: "CRM sync",
  prefix: "ppk_1a2b3c4d5e6f_",
  status: "active",
  permissions: [],
  createdBy: { id: "user-1", name: "Casey Contact" },
  createdAt: new Date("2026-03-02T12:00:00Z"),
  lastUsedAt: null,
  expiresAt: new Date("2026-06-01T12:00:00Z"),
  revokedAt: null,
  ...overrides,
});

export const createdApiKeyFixture = (overrides: Partial<ApiKeyItem> = {}): CreatedApiKey => ({
  apiKey: apiKeyFixture(overrides),
  secret: `ppk_1a2b3c4d5e6f_${"ab".repeat(32)}`,
});
