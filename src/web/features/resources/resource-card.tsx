import {
  DownloadIcon,
  ExternalLinkIcon,
  FileTextIcon,
  type LucideIcon,
  PresentationIcon,
  VideoIcon,
} from "lucide-react";
import { toast } from "sonner";
import type { ResourceItem } from "#shared/contracts/resources";
import type { ResourceContentType } from "#shared/enums";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { localDate } from "#web/lib/format/local-time";
import { cn } from "#web/lib/style/cn";
import { resourceFileUrl } from "./api/resource-file-url";
import { DeleteResourceButton } from "./delete-resource-button";
import { CONTENT_TYPE_LABELS, formatResourceSize, opensInBrowser } from "./resource-display";

const TYPE_ICONS: Record<ResourceContentType, { icon: LucideIcon; tone: string }> = {
  deck: { icon: PresentationIcon, tone: "bg-amber-50 text-amber-700" },
  video: { icon: VideoIcon, tone: "bg-violet-50 text-violet-700" },
  pdf: { icon: FileTextIcon, tone: "bg-red-50 text-red-700" },
};

/**
 * Opens a resource's file in a new tab and says so. window.open runs first and synchronously in the click, so
 * pop-up blockers let it through; the server records a partner's download itself.
 */
function openResource(resource: ResourceItem) {
  window.open(resourceFileUrl(resource.id), "_blank", "noopener");
  toast.success("Resource Downloaded", { description: `Successfully accessed ${resource.title}` });
}

/**
 * One resource of the library: its type's icon, title and description, type, size and date, a Draft badge when
 * partners cannot see it, the button that opens (PDF, video) or downloads it, and for administrators Delete.
 */
export function ResourceCard({ resource, canManage }: { resource: ResourceItem; canManage: boolean }) {
  // Redrawn in the date format and zone the person chooses.
  useDisplayPreferences();
  const { icon: Icon, tone } = TYPE_ICONS[resource.contentType];
  const opens = opensInBrowser(resource.fileType);
  const action = opens ? "Open" : "Download";
  return (
    <li className="flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
      <div className="flex min-w-0 items-start gap-3">
        <span
          aria-hidden="true"
          className={cn("flex size-10 shrink-0 items-center justify-center rounded-lg [&_svg]:size-5", tone)}
        >
          <Icon />
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 className="font-semibold leading-snug break-words">{resource.title}</h3>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{CONTENT_TYPE_LABELS[resource.contentType]}</Badge>
            {resource.isPublic ? null : (
              <Badge variant="outline" className="border-amber-300 bg-amber-50 text-amber-900">
                Draft
              </Badge>
            )}
          </div>
        </div>
      </div>
      {resource.description ? (
        <p className="line-clamp-3 text-sm break-words text-muted-foreground">{resource.description}</p>
      ) : null}
      <dl className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="sr-only">Size</dt>
          <dd className="tabular-nums text-muted-foreground">{formatResourceSize(resource.fileSize)}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="sr-only">Added</dt>
          <dd className="tabular-nums text-muted-foreground">{localDate(resource.createdAt)}</dd>
        </div>
      </dl>
      <div className="flex items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="min-w-0 flex-1"
          aria-label={`${action} ${resource.title}`}
          onClick={() => openResource(resource)}
        >
          {opens ? <ExternalLinkIcon aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
          {action}
        </Button>
        {canManage ? <DeleteResourceButton resource={resource} /> : null}
      </div>
    </li>
  );
}
