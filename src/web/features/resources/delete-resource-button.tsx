import { Trash2Icon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { ResourceItem } from "../../../shared/contracts/resources";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../../components/ui/alert-dialog";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
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
    <AlertDialog open={confirming} onOpenChange={(open) => !remove.isPending && setConfirming(open)}>
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
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className="break-words">Delete {resource.title}?</AlertDialogTitle>
          <AlertDialogDescription>
            The resource and its file are removed for everyone, partners included. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={remove.isPending}
            onClick={(event) => {
              // Stays open until the server answers; success or failure closes it.
              event.preventDefault();
              remove.mutate({ id: resource.id });
            }}
          >
            {remove.isPending ? <Spinner label="Deleting" /> : null}
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
