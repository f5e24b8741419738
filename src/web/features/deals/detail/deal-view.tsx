import { ArrowLeftIcon, DownloadIcon, FileTextIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import type { z } from "zod";
import type { getDealOutput } from "#shared/contracts/deals";
import { formatAmount } from "#shared/format";
import { useDocumentTitle } from "#web/app/use-document-title";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { NotFoundState } from "#web/components/page/not-found-state";
import { BusyButton } from "#web/components/ui/busy-button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { DealStatusBadge, type DealStatusWording } from "#web/domain/deal-status-badge";
import { PayoutStatusBadge } from "#web/domain/payout-status-badge";
import { PayoutTerms } from "#web/domain/payout-terms";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { localDate } from "#web/lib/format/local-time";
import { isMissingItem } from "#web/lib/queries/missing-item";
import { useDownloadProposal } from "../api/download-proposal";
import { useDeal } from "../api/get-deal";
import { DealFacts } from "../list/deal-facts";
import { DealReviewActions } from "../list/deal-review-actions";
import { RegistrationPart } from "./registration-part";
import { StatusHistory } from "./status-history";

type DealDetail = z.infer<typeof getDealOutput>;

/** Where the view leads back to: the deals list it belongs to, and its name ("Back to My Deals"). */
export interface DealViewBack {
  to: string;
  label: string;
}

/** The deal's title is the page's h1 on a page of its own, an h2 in a tab under the screen's title. */
export type DealTitleLevel = 1 | 2;

/**
 * One deal at its own address (docs/product/deals.md#one-deal): its figures, how its status moved, its proposal
 * and its commission; administrators also get the review moves. Holds no shell of its own, so the Partner
 * Portal and the partner dashboard both mount it.
 */
export function DealView({
  dealId,
  isAdmin,
  wording,
  back,
  titleLevel,
  dealHref,
}: {
  dealId: string;
  isAdmin: boolean;
  wording: DealStatusWording;
  back: DealViewBack;
  titleLevel: DealTitleLevel;
  /** Another deal's address, where staff follow a co-sold deal to its partner's. */
  dealHref?: (dealId: string) => string;
}) {
  const detail = useDeal(dealId);
  useDocumentTitle(detail.data?.deal.companyName ?? "Deal");

  if (detail.isPending) return <ListLoading label="Loading the deal" rows={3} />;
  if (detail.isError) {
    if (isMissingItem(detail.error)) {
      return (
        <NotFoundState
          description="There is no deal at this address. It may have been removed, or the address is mistyped."
          back={back}
          titleLevel={titleLevel}
        />
      );
    }
    return <ListLoadFailed message="Could not load the deal." onRetry={() => detail.refetch()} />;
  }
  return (
    <DealDetails
      detail={detail.data}
      isAdmin={isAdmin}
      wording={wording}
      back={back}
      titleLevel={titleLevel}
      dealHref={dealHref}
    />
  );
}

function DealDetails({
  detail,
  isAdmin,
  wording,
  back,
  titleLevel,
  dealHref,
}: {
  detail: DealDetail;
  isAdmin: boolean;
  wording: DealStatusWording;
  back: DealViewBack;
  titleLevel: DealTitleLevel;
  dealHref?: (dealId: string) => string;
}) {
  // Moments fall on the day of the person's chosen zone.
  useDisplayPreferences();
  const { deal } = detail;
  const Title = titleLevel === 1 ? "h1" : "h2";
  const partLevel = titleLevel === 1 ? "h2" : "h3";
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <Link
        to={back.to}
        className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-2 hover:underline"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <Title className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {deal.companyName}
          </Title>
          <DealStatusBadge status={deal.status} wording={wording} />
        </div>
        <p className="text-sm text-muted-foreground">
          {isAdmin ? `Registered by ${deal.partnerCompanyName}` : "Registered"} on{" "}
          {localDate(deal.submittedAt)}
        </p>
        {isAdmin ? <DealReviewActions deal={deal} /> : null}
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid min-w-0 gap-6">
          <Part title="Deal" heading={partLevel}>
            <DealFacts deal={deal} showPartner={isAdmin} />
            {deal.description ? (
              <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
                {deal.description}
              </p>
            ) : null}
          </Part>
          <Part title="Status history" heading={partLevel}>
            <StatusHistory history={detail.history} wording={wording} />
          </Part>
        </div>
        <div className="grid min-w-0 gap-6">
          <Part title="Registration" heading={partLevel}>
            <RegistrationPart detail={detail} isAdmin={isAdmin} wording={wording} dealHref={dealHref} />
          </Part>
          <Part title="Proposal" heading={partLevel}>
            <Proposal dealId={deal.id} name={detail.proposalName} />
          </Part>
          <Part title="Commission" heading={partLevel}>
            <Commission payout={detail.payout} deal={deal} />
          </Part>
        </div>
      </div>
    </div>
  );
}

/** A titled part of the deal, its title a heading under the deal's own. */
function Part({
  title,
  heading: Heading,
  children,
}: {
  title: string;
  heading: "h2" | "h3";
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0">
      <Card className="gap-4">
        <CardHeader>
          <CardTitle asChild>
            <Heading id={id} className="text-base">
              {title}
            </Heading>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">{children}</CardContent>
      </Card>
    </section>
  );
}

function Proposal({ dealId, name }: { dealId: string; name: string | null }) {
  const download = useDownloadProposal({
    mutationConfig: {
      onError: () =>
        toast.error("Download Failed", { description: "Could not download the proposal. Please try again." }),
    },
  });
  if (name === null) return <p className="text-sm text-muted-foreground">No proposal attached.</p>;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="flex min-w-0 items-center gap-2 text-sm font-medium">
        <FileTextIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span className="min-w-0 break-all">{name}</span>
      </p>
      <BusyButton
        type="button"
        size="sm"
        variant="outline"
        busy={download.isPending}
        busyLabel="Downloading proposal"
        icon={<DownloadIcon aria-hidden="true" />}
        aria-label={`Download ${name}`}
        onClick={() => download.mutate({ dealId })}
      >
        Download
      </BusyButton>
    </div>
  );
}

function Commission({ payout, deal }: { payout: DealDetail["payout"]; deal: DealDetail["deal"] }) {
  if (payout === null) {
    return (
      <p className="text-sm text-muted-foreground">
        {deal.status === "closed_lost"
          ? "None: the deal was closed lost."
          : deal.status === "withdrawn"
            ? "None: the deal was withdrawn."
            : deal.status === "expired"
              ? "None: the registration expired."
              : "Commission appears here when the deal is marked closed won."}
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-2xl font-semibold tabular-nums">{formatAmount(payout.commissionAmount)}</p>
        <PayoutStatusBadge status={payout.status} />
      </div>
      <PayoutTerms payout={payout} dealValue={deal.dealValue} />
    </div>
  );
}
