import { ArrowRightIcon, AwardIcon } from "lucide-react";
import { Link } from "react-router";
import { ListLoading } from "#web/components/lists/list-states";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { useCertifications } from "#web/features/learning/api/get-certifications";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { localDate } from "#web/lib/format/local-time";
import { paths } from "../paths";

/** How many certificates My Dashboard lists; the Certifications tab has them all. */
export const RECENT_CERTIFICATIONS_LIMIT = 3;

const CERTIFICATIONS_TAB = paths.partnerPortal.tab("certifications");

/**
 * My Dashboard's certifications (docs/product/partners.md#partner-portal-tabs): the partner's latest
 * certificates, newest first as the server lists them, and the way to its courses.
 */
export function RecentCertificationsCard() {
  // Redrawn in the date format and zone the person chooses.
  useDisplayPreferences();
  const list = useCertifications();

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <AwardIcon aria-hidden="true" className="size-5 text-muted-foreground" />
            Certifications
          </h2>
        </CardTitle>
        <CardDescription>Your latest certificates from completed courses.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {list.isPending ? (
          <ListLoading label="Loading your certifications" rows={2} rowClassName="h-12" />
        ) : list.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Failed to load certifications.
          </p>
        ) : list.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No certificates yet. Complete a course to earn your first one.
          </p>
        ) : (
          <ul aria-label="Recent certifications" className="divide-y">
            {list.data.items.slice(0, RECENT_CERTIFICATIONS_LIMIT).map((item) => (
              <li key={item.enrollmentId} className="grid gap-0.5 py-3 first:pt-0">
                <p className="font-medium break-words">{item.courseTitle}</p>
                <p className="text-sm text-muted-foreground">Completed {localDate(item.completedAt)}</p>
              </li>
            ))}
          </ul>
        )}
        <Button asChild variant="outline" className="w-fit">
          <Link to={CERTIFICATIONS_TAB}>
            {list.data?.items.length ? "All certifications" : "Browse courses"}
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
