import { AwardIcon, DownloadIcon } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import type { CertificationItem } from "#shared/contracts/learning";
import { paths } from "#web/app/paths";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { BusyButton } from "#web/components/ui/busy-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { localDate } from "#web/lib/format/local-time";
import { failureText } from "#web/lib/transport/failure-text";
import { useDownloadCertificate } from "../api/download-certificate";
import { useCertifications } from "../api/get-certifications";

/**
 * The caller's completed courses, each with its certificate to download and the public page that verifies it
 * (docs/product/learning.md#certifications).
 */
export function Certifications({ courseAddress }: { courseAddress(courseId: string): string }) {
  const list = useCertifications();

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Certifications</h2>
        </CardTitle>
        <CardDescription>The courses you have completed and their certificates.</CardDescription>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <ListLoading label="Loading your certifications" rows={2} />
        ) : list.isError ? (
          <ListLoadFailed message="Could not load your certifications." onRetry={() => list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState
            icon={<AwardIcon />}
            title="No certifications yet."
            description="When you complete a course, its certificate appears here for you to download."
          />
        ) : (
          <ul aria-label="Your certifications" className="grid gap-3 md:grid-cols-2">
            {list.data.items.map((item) => (
              <CertificationRow key={item.enrollmentId} item={item} courseAddress={courseAddress} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function CertificationRow({
  item,
  courseAddress,
}: {
  item: CertificationItem;
  courseAddress(courseId: string): string;
}) {
  // Redrawn in the date format and zone the person chooses.
  useDisplayPreferences();
  const download = useDownloadCertificate({
    mutationConfig: {
      onError: (error) => toast.error("Certificate Error", { description: failureText(error) }),
    },
  });
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700"
        >
          <AwardIcon className="size-5" />
        </span>
        <div className="grid min-w-0 gap-1">
          <h3 className="font-semibold break-words">
            <Link to={courseAddress(item.courseId)} className="hover:underline">
              {item.courseTitle}
            </Link>
          </h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm text-muted-foreground">
            <dt>Completed</dt>
            <dd>{localDate(item.completedAt)}</dd>
            <dt>Best score</dt>
            <dd>{item.bestScore === null ? "No quiz" : `${item.bestScore}%`}</dd>
          </dl>
          {item.verificationCode ? (
            <a
              href={paths.verifyCertificate.to(item.verificationCode)}
              target="_blank"
              rel="noopener noreferrer"
              className="text-sm font-medium text-primary underline-offset-2 hover:underline"
            >
              Verification page <span className="sr-only">for {item.courseTitle}</span>
            </a>
          ) : null}
        </div>
      </div>
      <BusyButton
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        busy={download.isPending}
        busyLabel="Downloading certificate"
        icon={<DownloadIcon aria-hidden="true" />}
        onClick={() => download.mutate({ enrollmentId: item.enrollmentId })}
      >
        Download Certificate <span className="sr-only">for {item.courseTitle}</span>
      </BusyButton>
    </li>
  );
}
