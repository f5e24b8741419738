import { FileSearchIcon, HandshakeIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { useAuth } from "#web/app/auth/auth-context";
import { returnAddressOf } from "#web/app/auth/return-address";
import { PageLoading } from "#web/app/page-loading";
import { paths } from "#web/app/paths";
import { useDocumentTitle } from "#web/app/use-document-title";
import { PublicPage } from "#web/components/page/public-page";
import { BusyButton } from "#web/components/ui/busy-button";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { SESSION_ENDED, SIGN_IN_TO_GO_BACK, SignedOutNotice } from "#web/domain/signed-out-notice";
import { toast } from "#web/lib/toasts/toast";
import { MicrosoftLogo } from "./microsoft-logo";

const SIGN_IN_FAILED = "Sign in failed";

export function StaffLoginPage() {
  const { user, loading, signInWithWorkAccount } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const [redirecting, setRedirecting] = useState(false);
  const callbackError = searchParams.get("error");
  // Sent here by a screen whose session ended while in use, to go back to it (decision 0043).
  const returnTo = returnAddressOf(searchParams);
  useDocumentTitle("Sign In");

  // The notice alone says what happened: the refusals of the screen left behind only confuse it.
  useEffect(() => {
    if (returnTo) toast.dismiss();
  }, [returnTo]);

  // The identity provider sends failed sign-ins back with ?error=; say so once and tidy the address.
  useEffect(() => {
    if (!callbackError) return;
    toast.error(SIGN_IN_FAILED, { id: "staff-sign-in-failed" });
    setSearchParams({}, { replace: true });
  }, [callbackError, setSearchParams]);

  if (loading) return <PageLoading />;
  if (user) return <Navigate to={returnTo ?? paths.home} replace />;

  const signIn = async () => {
    setRedirecting(true);
    try {
      await signInWithWorkAccount(returnTo);
    } catch {
      setRedirecting(false);
      toast.error(SIGN_IN_FAILED, { id: "staff-sign-in-failed" });
    }
  };

  return (
    <PublicPage portal="internal" className="items-center justify-center">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <CardTitle asChild>
            <h1 className="text-2xl">Welcome back</h1>
          </CardTitle>
          <CardDescription>
            Sign in with your work account to reach customer success, partners, learning and analytics.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {returnTo ? <SignedOutNotice title={SESSION_ENDED} message={SIGN_IN_TO_GO_BACK} /> : null}
          <BusyButton
            size="lg"
            className="w-full"
            onClick={signIn}
            busy={redirecting}
            busyLabel="Signing in"
            icon={<MicrosoftLogo />}
          >
            Sign in with Microsoft
          </BusyButton>
          <div className="grid gap-3 border-t pt-6">
            <p className="text-center text-sm text-muted-foreground">Not a member of staff?</p>
            <Button variant="outline" asChild>
              <Link to={paths.partner.login}>
                <HandshakeIcon aria-hidden="true" />
                Partner Portal Login
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to={paths.status}>
                <FileSearchIcon aria-hidden="true" />
                Check Application Status
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </PublicPage>
  );
}
