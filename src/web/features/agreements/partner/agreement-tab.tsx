import { FileTextIcon } from "lucide-react";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { AgreementText } from "../agreement-text";
import { useMyAgreement } from "../api/partner-agreement";
import { SignatureList } from "../signature-list";
import { StandingNotice } from "../standing-notice";
import { SignAgreementForm } from "./sign-agreement-form";

/**
 * The partner dashboard's Agreement tab (docs/product/agreements.md#signing): the version the partner signs now,
 * where it stands, the signing form for its partner admins, and the versions signed with their copies.
 */
export function AgreementTab({ isAdmin, memberName }: { isAdmin: boolean; memberName: string }) {
  const agreement = useMyAgreement();
  if (agreement.isPending) return <ListLoading label="Loading the agreement" rows={4} />;
  if (agreement.isError) {
    return <ListLoadFailed message="Could not load the agreement." onRetry={() => agreement.refetch()} />;
  }
  const { standing, current, dueAt, canSign, signatures } = agreement.data;
  if (!current) {
    return (
      <EmptyState
        icon={<FileTextIcon />}
        title="No agreement to sign"
        description="The programme has not published an agreement for your company."
      />
    );
  }
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Programme Agreement</h2>
          </CardTitle>
          <CardDescription>The terms your company works under in the partner programme.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <StandingNotice standing={standing} dueAt={dueAt} whose="yours" />
          <AgreementText version={current} />
          {canSign ? (
            <SignAgreementForm key={current.id} versionId={current.id} memberName={memberName} />
          ) : standing !== "signed" ? (
            <p className="text-sm text-muted-foreground">
              A partner admin of your company signs the agreement. Ask one of them to sign it here.
            </p>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Signed versions</h2>
          </CardTitle>
          <CardDescription>
            {isAdmin
              ? "Every version your company signed, with its signed copy."
              : "Every version your company signed. Its partner admins keep the signed copies."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <SignatureList signatures={signatures} download={isAdmin} />
        </CardContent>
      </Card>
    </div>
  );
}
