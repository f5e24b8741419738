import { ArrowLeftIcon, LinkIcon, RotateCwIcon } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { INVITATION_LINK_REFUSALS } from "#shared/contracts/partner-invitations";
import { PARTNER_MEMBER_ROLE_LABELS } from "#shared/labels";
import { paths } from "#web/app/paths";
import { useDocumentTitle } from "#web/app/use-document-title";
import { MessageCard } from "#web/components/page/message-card";
import { PublicPage } from "#web/components/page/public-page";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Spinner } from "#web/components/ui/spinner";
import { failureText } from "#web/lib/transport/failure-text";
import { rpcFailureOf } from "#web/lib/transport/rpc-error";
import { useInvitationCheck } from "../api/invitation";
import { AcceptInvitationForm } from "./accept-invitation-form";

const UNUSABLE_TITLE = "Invitation Not Available";

/**
 * Why the link cannot be used, in the server's words, with the way to the login; when no answer came, a way to
 * ask again instead, as the link may be fine.
 */
function UnusableInvitation({ message, onRetry }: { message: string; onRetry?(): void }) {
  return (
    <MessageCard icon={<LinkIcon />} title={UNUSABLE_TITLE} description={message}>
      <div className="grid w-full gap-2">
        {onRetry ? (
          <Button type="button" variant="outline" className="w-full" onClick={onRetry}>
            <RotateCwIcon aria-hidden="true" />
            Try Again
          </Button>
        ) : null}
        <Button asChild className="w-full">
          <Link to={paths.partner.login}>
            <ArrowLeftIcon aria-hidden="true" />
            Go to the Partner Login
          </Link>
        </Button>
      </div>
    </MessageCard>
  );
}

/**
 * The page an invitation mail links to (docs/product/partner-teams.md#invitations): whose team, which address and
 * role, and the name and password to join with.
 */
export function AcceptInvitationPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const check = useInvitationCheck(token);
  const [refusedWith, setRefusedWith] = useState<string>();
  const invitation = token.length > 0 && !refusedWith ? check.data : undefined;
  const checking = token.length > 0 && check.isPending;
  useDocumentTitle(
    checking ? "Checking Your Invitation" : invitation ? `Join ${invitation.companyName}` : UNUSABLE_TITLE,
  );

  return (
    <PublicPage className="items-center justify-center">
      {checking ? (
        <Spinner label="Checking your invitation" className="size-8 text-muted-foreground" />
      ) : invitation ? (
        <Card className="w-full max-w-md">
          <CardHeader>
            <CardTitle asChild>
              <h1 className="text-2xl">Join {invitation.companyName}</h1>
            </CardTitle>
            <CardDescription>
              {invitation.inviterName ?? "A partner admin"} invited you to the partner portal as a{" "}
              {PARTNER_MEMBER_ROLE_LABELS[invitation.role]}. Choose your name and a password of at least 6
              characters.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <dl className="grid gap-0.5 rounded-md bg-muted px-3 py-2 text-sm">
              <dt className="text-xs text-muted-foreground">You sign in with</dt>
              <dd className="font-medium break-all">{invitation.email}</dd>
            </dl>
            <AcceptInvitationForm
              token={token}
              companyName={invitation.companyName}
              onRefused={setRefusedWith}
            />
          </CardContent>
        </Card>
      ) : (
        <UnusableInvitation
          onRetry={
            !refusedWith && token.length > 0 && rpcFailureOf(check.error)?.status === 0
              ? () => check.refetch()
              : undefined
          }
          message={
            refusedWith ?? (token.length === 0 ? INVITATION_LINK_REFUSALS.invalid : failureText(check.error))
          }
        />
      )}
    </PublicPage>
  );
}
