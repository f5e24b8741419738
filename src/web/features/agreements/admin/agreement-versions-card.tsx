import { BookOpenIcon, FileTextIcon } from "lucide-react";
import { useState } from "react";
import { useAuthorization } from "#web/app/auth/authorization-context";
import { DetailDialog } from "#web/components/dialogs/detail-dialog";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { Skeleton } from "#web/components/ui/skeleton";
import { businessTypeLabel } from "#web/domain/business-type-labels";
import { localDate } from "#web/lib/format/local-time";
import { AgreementText } from "../agreement-text";
import { useAgreementVersion, useAgreementVersions } from "../api/agreement-versions";
import { PublishAgreementDialog } from "./publish-agreement-dialog";

/**
 * Admin Settings, Programme: the agreement's versions, newest first, the ones partners sign now marked, and for
 * holders of manage_programme the way to publish a new one (docs/product/agreements.md#publishing).
 */
export function AgreementVersionsCard() {
  const canPublish = useAuthorization().hasPermission("manage_programme");
  const versions = useAgreementVersions();
  const [reading, setReading] = useState<string | null>(null);
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-3 sm:flex-row sm:flex-nowrap">
        <div className="grid gap-1.5">
          <CardTitle asChild>
            <h2>Programme Agreement</h2>
          </CardTitle>
          <CardDescription>
            The agreement partners sign before they register deals. Each partner signs the newest version for
            its business type, or for every partner.
          </CardDescription>
        </div>
        {canPublish ? <PublishAgreementDialog /> : null}
      </CardHeader>
      <CardContent>
        {versions.isPending ? (
          <ListLoading label="Loading the agreement's versions" rows={2} />
        ) : versions.isError ? (
          <ListLoadFailed
            message="Could not load the agreement's versions."
            onRetry={() => versions.refetch()}
          />
        ) : versions.data.versions.length === 0 ? (
          <EmptyState
            icon={<FileTextIcon />}
            title="No agreement published"
            description="Partners register deals without signing anything until a version is published."
          />
        ) : (
          <ul aria-label="Agreement versions" className="grid divide-y text-sm">
            {versions.data.versions.map((version) => (
              <li
                key={version.id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3"
              >
                <div className="grid min-w-0 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium break-words">
                      Version {version.number}: {version.title}
                    </span>
                    {version.isCurrent ? <Badge>Current</Badge> : null}
                    <Badge variant="outline">
                      {version.businessType ? businessTypeLabel(version.businessType) : "Every partner"}
                    </Badge>
                  </div>
                  <span className="text-muted-foreground">
                    Published {localDate(version.publishedAt)}
                    {version.publishedByName ? ` by ${version.publishedByName}` : ""} · grace{" "}
                    {version.graceDays} {version.graceDays === 1 ? "day" : "days"} · signed by{" "}
                    {version.signatures} {version.signatures === 1 ? "partner" : "partners"}
                  </span>
                </div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={`Read version ${version.number}`}
                  onClick={() => setReading(version.id)}
                >
                  <BookOpenIcon aria-hidden="true" />
                  Read
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <DetailDialog itemId={reading} onClose={() => setReading(null)} className="sm:max-w-3xl">
        {(id) => <VersionText id={id} />}
      </DetailDialog>
    </Card>
  );
}

function VersionText({ id }: { id: string }) {
  const version = useAgreementVersion(id);
  return (
    <div className="grid min-w-0 gap-4">
      <DialogHeader>
        <DialogTitle>Agreement version</DialogTitle>
        <DialogDescription>The text exactly as published; partners sign this text.</DialogDescription>
      </DialogHeader>
      {version.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : version.isError ? (
        <ListLoadFailed message="Could not load this version." onRetry={() => version.refetch()} />
      ) : (
        <AgreementText version={version.data} ofAnyVersion />
      )}
    </div>
  );
}
