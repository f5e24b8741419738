import { UndoIcon, UserXIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "#web/components/dialogs/confirm-dialog";
import { BusyButton } from "#web/components/ui/busy-button";
import { Button } from "#web/components/ui/button";
import { failureText } from "#web/lib/transport/failure-text";
import { useUpdateCustomer } from "../api/update-customer";

/**
 * Churned is the one status set by hand (docs/product/customer-success.md#health): Mark as churned asks first;
 * Set back returns the customer to the status its score gives.
 */
export function ChurnButton({ customer }: { customer: { id: string; name: string; status: string } }) {
  const [asking, setAsking] = useState(false);
  const update = useUpdateCustomer();
  const save = (churned: boolean) =>
    update.mutate(
      { id: customer.id, churned },
      {
        onSuccess: ({ customer: saved }) => {
          setAsking(false);
          toast.success(churned ? "Marked as churned" : "Set back", {
            description: churned
              ? `${saved.name} counts as churned.`
              : `${saved.name}'s status follows its health score again.`,
          });
        },
        onError: (error) => {
          setAsking(false);
          toast.error("Failed to update customer", {
            description: failureText(error, "Could not change the status. Please try again."),
          });
        },
      },
    );

  if (customer.status === "churned") {
    return (
      <BusyButton
        type="button"
        variant="outline"
        busy={update.isPending}
        busyLabel="Setting back"
        icon={<UndoIcon aria-hidden="true" />}
        onClick={() => save(false)}
      >
        Set back
      </BusyButton>
    );
  }
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setAsking(true)}>
        <UserXIcon aria-hidden="true" />
        Mark as churned
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={`Mark ${customer.name} as churned?`}
        description="A churned customer counts in the churn rate and keeps that status whatever its score, until someone sets it back."
        action="Mark as churned"
        busy={update.isPending}
        onConfirm={() => save(true)}
      />
    </>
  );
}
