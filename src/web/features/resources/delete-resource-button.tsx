import { Trash2Icon } from "lucide-react";
import type { ResourceItem } from "#shared/contracts/resources";
import { ConfirmedRemovalButton } from "#web/components/dialogs/confirmed-removal-button";
import { useDeleteResource } from "./api/delete-resource";

/** An administrator removes a resource and its file, after confirming. */
export function DeleteResourceButton({ resource }: { resource: Pick<ResourceItem, "id" | "title"> }) {
  const remove = useDeleteResource();
  return (
    <ConfirmedRemovalButton
      icon={<Trash2Icon aria-hidden="true" />}
      accessibleName={`Delete ${resource.title}`}
      title={`Delete ${resource.title}?`}
      description="The resource and its file are removed for everyone, partners included. This cannot be undone."
      action="Delete"
      pendingLabel="Deleting"
      run={() => remove.mutateAsync({ id: resource.id })}
      succeeded={() => ({
        title: "Resource Deleted",
        description: `${resource.title} was removed from the library.`,
      })}
      failed={{ title: "Delete Failed", description: "Could not delete the resource. Please try again." }}
    />
  );
}
