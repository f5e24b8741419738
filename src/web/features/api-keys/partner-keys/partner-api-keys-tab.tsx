import { KeyRoundIcon } from "lucide-react";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { ApiKeyList } from "#web/domain/api-key-list";
import { RevokeApiKeyButton } from "#web/domain/revoke-api-key-button";
import { usePartnerApiKeys } from "../api/get-partner-api-keys";
import { useRevokePartnerApiKey } from "../api/revoke-partner-api-key";
import { NewPartnerKeyDialog } from "./new-partner-key-dialog";

/**
 * The partner dashboard's API tab (docs/product/api-and-integrations.md#partner-keys): the partner's keys, a
 * new one shown once, and Revoke.
 */
export function PartnerApiKeysTab() {
  const list = usePartnerApiKeys();
  const revoke = useRevokePartnerApiKey();
  return (
    <section aria-labelledby="api-keys-heading" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 id="api-keys-heading" className="text-xl font-semibold tracking-tight">
            API Keys
          </h2>
          <p className="text-sm text-muted-foreground">
            Keys let your own systems, such as your CRM, submit deals and read your deals, payouts and
            resources through the REST API.
          </p>
        </div>
        <NewPartnerKeyDialog />
      </div>
      {list.isPending ? (
        <ListLoading label="Loading API keys" rowClassName="h-28 w-full" />
      ) : list.isError ? (
        <ListLoadFailed message="Failed to load API keys" onRetry={() => list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState
          icon={<KeyRoundIcon />}
          title="No API keys yet"
          description="Create one to connect your CRM or another system."
        />
      ) : (
        <ApiKeyList
          label="API keys"
          keys={list.data}
          actions={(key) => <RevokeApiKeyButton apiKey={key} revoke={(id) => revoke.mutateAsync({ id })} />}
        />
      )}
    </section>
  );
}
