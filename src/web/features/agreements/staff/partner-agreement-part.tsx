import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { usePartnerAgreement } from "../api/partner-agreement";
import { SignatureList } from "../signature-list";
import { StandingNotice } from "../standing-notice";

/**
 * A partner's agreement on its detail view, for partner managers: where it stands with the current version and
 * every version it signed, each signed copy to download (docs/product/agreements.md#the-signed-copy).
 */
export function PartnerAgreementPart({ partnerId }: { partnerId: string }) {
  const agreement = usePartnerAgreement(partnerId);
  if (agreement.isPending) return <ListLoading label="Loading the partner's agreement" rows={1} />;
  if (agreement.isError) {
    return (
      <ListLoadFailed message="Could not load the partner's agreement." onRetry={() => agreement.refetch()} />
    );
  }
  const { standing, dueAt, current, signatures } = agreement.data;
  return (
    <div className="grid gap-3">
      <StandingNotice standing={standing} dueAt={dueAt} whose="theirs" />
      {current && standing !== "signed" ? (
        <p className="text-sm text-muted-foreground">
          To sign: version {current.number}, {current.title}.
        </p>
      ) : null}
      <SignatureList signatures={signatures} download partnerId={partnerId} />
    </div>
  );
}
