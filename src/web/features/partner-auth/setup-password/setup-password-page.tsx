import { useState } from "react";
import { useSearchParams } from "react-router";
import { useDocumentTitle } from "#web/app/use-document-title";
import { PublicPage } from "#web/components/page/public-page";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Spinner } from "#web/components/ui/spinner";
import { useSetupTokenCheck } from "../api/check-setup-token";
import { InvalidLinkCard } from "./invalid-link-card";
import { SetPasswordForm } from "./set-password-form";

/** The page the welcome and setup e-mails link to: the link's token enables the password form. */
export function SetupPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const [linkRefused, setLinkRefused] = useState(false);
  const check = useSetupTokenCheck(token);

  const checking = token.length > 0 && check.isPending;
  const valid = token.length > 0 && check.data?.valid === true && !linkRefused;
  useDocumentTitle(checking || valid ? "Set Your Password" : "Invalid or Expired Link");

  return (
    <PublicPage className="items-center justify-center">
      {checking ? (
        <Spinner label="Checking your link" className="size-8 text-muted-foreground" />
      ) : valid ? (
        <Card className="w-full max-w-md">
          <CardHeader>
            <CardTitle asChild>
              <h1 className="text-2xl">Set Your Password</h1>
            </CardTitle>
            <CardDescription>
              Choose a password of at least 6 characters for your partner account.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <SetPasswordForm token={token} onInvalidLink={() => setLinkRefused(true)} />
          </CardContent>
        </Card>
      ) : (
        <InvalidLinkCard />
      )}
    </PublicPage>
  );
}
