import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { statusLookupFields } from "#shared/contracts/public-form-fields";
import { useDocumentTitle } from "#web/app/use-document-title";
import { PublicPage } from "#web/components/page/public-page";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { useHydrated } from "#web/lib/hooks/use-hydrated";
import { toast } from "#web/lib/toasts/toast";
import { failureText } from "#web/lib/transport/failure-text";
import { useLookUpStatus } from "../api/look-up-status";
import { carriedEmail } from "./carried-email";
import { StatusLookupForm } from "./status-lookup-form";
import { StatusResult } from "./status-result";
import { toastLookup } from "./status-toast";

const LOOKUP_FAILED = "Could not look up your application. Please try again.";

export function StatusPage() {
  const [email, setEmail] = useState("");
  useDocumentTitle("Application Status");
  const lookUp = useLookUpStatus({
    mutationConfig: {
      onSuccess: toastLookup,
      onError: (error) => toast.error("Lookup Failed", { description: failureText(error, LOOKUP_FAILED) }),
    },
  });
  const failure = lookUp.error ? failureText(lookUp.error, LOOKUP_FAILED) : null;
  const check = (address: string) => {
    setEmail(address);
    lookUp.mutate({ email: address });
  };
  // Opened from the confirmation of an application: its e-mail is filled in and looked up at once. Not while
  // the page built without it hydrates: the field is drawn again with it right after.
  const { state } = useLocation();
  const carried = useHydrated() ? carriedEmail(state) : undefined;
  const { mutate } = lookUp;
  useEffect(() => {
    if (carried === undefined) return;
    const answer = statusLookupFields({ email: carried });
    if (!answer.ok) return;
    setEmail(answer.values.email);
    mutate({ email: answer.values.email });
  }, [carried, mutate]);

  return (
    <PublicPage>
      <div className="mx-auto grid w-full max-w-2xl gap-6">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h1 className="text-2xl">Application Status</h1>
            </CardTitle>
            <CardDescription>
              Enter the email address you applied with to see where your partner application stands.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <StatusLookupForm
              key={carried ?? ""}
              defaultEmail={carried ?? ""}
              busy={lookUp.isPending}
              onLookUp={check}
            />
            {failure ? (
              <p role="alert" className="text-sm text-destructive">
                {failure}
              </p>
            ) : null}
          </CardContent>
        </Card>
        <div aria-live="polite">
          {lookUp.data ? <StatusResult lookup={lookUp.data} email={email} /> : null}
        </div>
      </div>
    </PublicPage>
  );
}
