import { useEffect, useState } from "react";
import { Navigate, useLocation, useSearchParams } from "react-router";
import { useAuth } from "#web/app/auth/auth-context";
import { useAuthorization } from "#web/app/auth/authorization-context";
import { returnAddressOf } from "#web/app/auth/return-address";
import { PageLoading } from "#web/app/page-loading";
import { paths } from "#web/app/paths";
import { useDocumentTitle } from "#web/app/use-document-title";
import { PublicPage } from "#web/components/page/public-page";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { SESSION_ENDED, SIGN_IN_TO_GO_BACK, SignedOutNotice } from "#web/domain/signed-out-notice";
import { toast } from "#web/lib/toasts/toast";
import { NewPartnerCard } from "./new-partner-card";
import { PartnerSignInForm } from "./partner-sign-in-form";
import { SessionEndedNotice } from "./session-ended-notice";
import { SetupEmailForm } from "./setup-email-form";

type Mode = "sign-in" | "set-up";

const TITLES: Record<Mode, string> = { "sign-in": "Partner Sign In", "set-up": "Set Up Your Password" };

export function PartnerLoginPage() {
  const { user, loading, endedBecause: sessionEndedBecause } = useAuth();
  // Sent here by the protected screens (location state) or opened again after that (the session says why).
  const { state } = useLocation();
  const endedBecause =
    (state as { endedBecause?: typeof sessionEndedBecause } | null)?.endedBecause ?? sessionEndedBecause;
  // Sent here by a screen whose session ended while in use, to go back to it (decision 0043).
  const returnTo = returnAddressOf(useSearchParams()[0]);
  const { hasRole, loading: profileLoading } = useAuthorization();
  const [mode, setMode] = useState<Mode>("sign-in");
  const [email, setEmail] = useState("");
  useDocumentTitle(TITLES[mode]);
  // The notice alone says what happened: the refusals of the screen the partner was on only confuse it
  // (docs/product/partner-sign-in.md#ended-sessions).
  const notified = Boolean(endedBecause || returnTo);
  useEffect(() => {
    if (notified) toast.dismiss();
  }, [notified]);
  const switchTo = (next: Mode) => (typedEmail: string) => {
    setEmail(typedEmail);
    setMode(next);
  };

  if (loading || profileLoading) return <PageLoading />;
  // A signed-in partner has nothing to do here. Staff stay: they have no partner dashboard to go to.
  if (user && hasRole("partner")) return <Navigate to={returnTo ?? paths.partner.dashboard} replace />;

  return (
    <PublicPage>
      <div className="grid items-start gap-6 lg:grid-cols-2 lg:gap-8">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h1 className="text-2xl">{TITLES[mode]}</h1>
            </CardTitle>
            <CardDescription>
              {mode === "sign-in"
                ? "Sign in to register deals, follow your commission and reach your sales material."
                : "Enter the email address of your partner account and we'll send you a link to set your password."}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {mode === "sign-in" ? <SignedOutReason endedBecause={endedBecause} returnTo={returnTo} /> : null}
            {mode === "sign-in" ? (
              <PartnerSignInForm
                defaultEmail={email}
                returnTo={returnTo}
                onSetUpPassword={switchTo("set-up")}
              />
            ) : (
              <SetupEmailForm defaultEmail={email} onBack={switchTo("sign-in")} />
            )}
          </CardContent>
        </Card>
        <NewPartnerCard />
      </div>
    </PublicPage>
  );
}

/** Why the partner is at the sign-in, when it was signed out: an administrator's reason first. */
function SignedOutReason({
  endedBecause,
  returnTo,
}: {
  endedBecause: Parameters<typeof SessionEndedNotice>[0]["reason"] | undefined;
  returnTo: string | undefined;
}) {
  if (endedBecause) return <SessionEndedNotice reason={endedBecause} />;
  if (returnTo) return <SignedOutNotice title={SESSION_ENDED} message={SIGN_IN_TO_GO_BACK} />;
  return null;
}
