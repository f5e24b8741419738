import { Trash2Icon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { ResourceItem } from "#shared/contracts/resources";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { Button } from "#web/components/ui/button";
import { Spinner } from "#web/components/ui/spinner";
import { useDeleteResource } from "./api/delete-resource";

/** An administrator removes a resource and its file, after confirming. */
export function DeleteResourceButton({ resource }: { resource: Pick<ResourceItem, "id" | "title"> }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteResource({
    mutationConfig: {
      onSuccess: () => {
        setConfirming(false);
        toast.success("Resource Deleted", { description: `${resource.title} was removed from the library.` });
      },
      onError: () => {
        setConfirming(false);
        toast.error("Delete Failed", { description: "Could not delete the resource. Please try again." });
      },
    },
  });

  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="size-9 text-destructive hover:text-destructive"
        aria-label={`Delete ${resource.title}`}
        disabled={remove.isPending}
        onClick={() => setConfirming(true)}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => {
          if (!remove.isPending) setConfirming(false);
        }}
        title={`Delete ${resource.title}?`}
        titleClassName="break-words"
        description="The resource and its file are removed for everyone, partners included. This cannot be undone."
        action={
          <>
            {remove.isPending ? <Spinner label="Deleting" /> : null}
            Delete
          </>
        }
        busy={remove.isPending}
        onConfirm={() => remove.mutate({ id: resource.id })}
      />
    </>
  );
}
