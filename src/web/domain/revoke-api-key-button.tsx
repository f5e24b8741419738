import { BanIcon } from "lucide-react";
import type { ApiKeyItem } from "#shared/contracts/api-keys";
import { ConfirmedRemovalButton } from "#web/components/dialogs/confirmed-removal-button";

/** A key's Revoke button, which asks first: a revoked key stops working at once and cannot be restored. */
export function RevokeApiKeyButton({
  apiKey,
  revoke,
}: {
  apiKey: ApiKeyItem;
  revoke(id: string): Promise<unknown>;
}) {
  return (
    <ConfirmedRemovalButton
      icon={<BanIcon aria-hidden="true" />}
      label="Revoke"
      accessibleName={`Revoke ${apiKey.name}`}
      title={`Revoke ${apiKey.name}?`}
      description="Programs using this key are refused from their next request. This cannot be undone."
      action="Revoke Key"
      run={() => revoke(apiKey.id)}
      succeeded={() => ({ title: "API key revoked", description: `${apiKey.name} no longer works.` })}
      failed={{ title: "Failed to revoke API key" }}
    />
  );
}
