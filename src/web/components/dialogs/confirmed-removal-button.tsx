import { type ReactNode, useState } from "react";
import { toast } from "sonner";
import { failureText } from "#web/lib/transport/failure-text";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { ConfirmDialog } from "./confirm-dialog";

/** What a toast says: its title and the line under it. */
export interface ToastText {
  title: string;
  description: string;
}

/**
 * A row's red button for what cannot be undone (delete, revoke): it asks first (ConfirmDialog), runs the action,
 * says in a toast how it went and closes the dialog once the server has answered. Without `label` it is an icon
 * button named by `accessibleName` alone.
 */
export function ConfirmedRemovalButton<Result>({
  icon,
  label,
  accessibleName,
  title,
  description,
  action,
  pendingLabel,
  run,
  succeeded,
  failed,
}: {
  icon: ReactNode;
  label?: string;
  accessibleName: string;
  title: string;
  description: ReactNode;
  /** The confirming button's text, e.g. "Delete Endpoint". */
  action: string;
  /** Said by the spinner on the confirming button while the action runs, e.g. "Deleting". */
  pendingLabel?: string;
  run(): Promise<Result>;
  succeeded(result: Result): ToastText;
  /** The failure toast; without a description, what the server said (failureText). */
  failed: { title: string; description?: string };
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      const { title: done, description: said } = succeeded(await run());
      toast.success(done, { description: said });
    } catch (error) {
      toast.error(failed.title, { description: failed.description ?? failureText(error) });
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
        size={label ? "sm" : "icon"}
        className={
          label ? "text-destructive hover:text-destructive" : "size-9 text-destructive hover:text-destructive"
        }
        aria-label={accessibleName}
        disabled={busy}
        onClick={() => setConfirming(true)}
      >
        {icon}
        {label}
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => {
          if (!busy) setConfirming(false);
        }}
        title={title}
        titleClassName="break-words"
        description={description}
        action={
          <>
            {busy && pendingLabel ? <Spinner label={pendingLabel} /> : null}
            {action}
          </>
        }
        busy={busy}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
