import { PlugIcon } from "lucide-react";
import type { Grantor } from "#shared/grant-rules";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { ApiKeyList } from "#web/domain/api-key-list";
import { RevokeApiKeyButton } from "#web/domain/revoke-api-key-button";
import { useIntegrationApiKeys } from "../api/get-integration-api-keys";
import { useRevokeIntegrationApiKey } from "../api/revoke-integration-api-key";
import { NewIntegrationKeyDialog } from "./new-integration-key-dialog";

/**
 * Integrations (manage_integrations): API keys for the company's own systems, each with chosen permissions
 * (docs/product/api-and-integrations.md#integration-keys). Admins see every one, others their own.
 */
export function IntegrationsTab({ grantor }: { grantor: Grantor }) {
  const list = useIntegrationApiKeys();
  const revoke = useRevokeIntegrationApiKey();
  return (
    <section aria-labelledby="integrations-heading" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 id="integrations-heading" className="text-xl font-semibold tracking-tight">
            Integration Keys
          </h2>
          <p className="text-sm text-muted-foreground">
            API keys that let the company's systems use the REST API with the permissions you choose.
          </p>
        </div>
        <NewIntegrationKeyDialog grantor={grantor} />
      </div>
      {list.isPending ? (
        <ListLoading label="Loading integration keys" rowClassName="h-28 w-full" />
      ) : list.isError ? (
        <ListLoadFailed message="Failed to load integration keys" onRetry={() => list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState
          icon={<PlugIcon />}
          title="No integration keys yet"
          description="Create one to connect a finance, sales or other system."
        />
      ) : (
        <ApiKeyList
          label="Integration keys"
          keys={list.data}
          showPermissions
          actions={(key) => <RevokeApiKeyButton apiKey={key} revoke={(id) => revoke.mutateAsync({ id })} />}
        />
      )}
    </section>
  );
}
