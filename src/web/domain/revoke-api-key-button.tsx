import { BanIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { ApiKeyItem } from "#shared/contracts/api-keys";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { Button } from "#web/components/ui/button";
import { failureText } from "#web/lib/failure-text";

/** A key's Revoke button, which asks first: a revoked key stops working at once and cannot be restored. */
export function RevokeApiKeyButton({
  apiKey,
  revoke,
}: {
  apiKey: ApiKeyItem;
  revoke(id: string): Promise<unknown>;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await revoke(apiKey.id);
      toast.success("API key revoked", { description: `${apiKey.name} no longer works.` });
    } catch (error) {
      toast.error("Failed to revoke API key", { description: failureText(error) });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="text-destructive hover:text-destructive"
        aria-label={`Revoke ${apiKey.name}`}
        disabled={busy}
        onClick={() => setConfirming(true)}
      >
        <BanIcon aria-hidden="true" />
        Revoke
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => {
          if (!busy) setConfirming(false);
        }}
        title={`Revoke ${apiKey.name}?`}
        titleClassName="break-words"
        description="Programs using this key are refused from their next request. This cannot be undone."
        action="Revoke Key"
        busy={busy}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
