import { useState } from "react";
import { PublicPage } from "../../components/public-page";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { NewPartnerCard } from "./new-partner-card";
import { PartnerSignInForm } from "./partner-sign-in-form";
import { SetupEmailForm } from "./setup-email-form";

type Mode = "sign-in" | "set-up";

export function PartnerLoginPage() {
  const [mode, setMode] = useState<Mode>("sign-in");
  const [email, setEmail] = useState("");
  const switchTo = (next: Mode) => (typedEmail: string) => {
    setEmail(typedEmail);
    setMode(next);
  };

  return (
    <PublicPage>
      <div className="grid items-start gap-6 lg:grid-cols-2 lg:gap-8">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h1 className="text-2xl">{mode === "sign-in" ? "Partner Sign In" : "Set Up Your Password"}</h1>
            </CardTitle>
            <CardDescription>
              {mode === "sign-in"
                ? "Sign in to register deals, follow your commission and reach your sales material."
                : "Enter the email address of your partner account and we'll send you a link to set your password."}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {mode === "sign-in" ? (
              <PartnerSignInForm defaultEmail={email} onSetUpPassword={switchTo("set-up")} />
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
