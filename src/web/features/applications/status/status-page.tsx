import { useState } from "react";
import { useDocumentTitle } from "#web/app/use-document-title";
import { PublicPage } from "#web/components/public-page";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { failureText } from "#web/lib/failure-text";
import { toast } from "#web/lib/toast";
import { useLookUpStatus } from "../api/look-up-status";
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
              busy={lookUp.isPending}
              onLookUp={(address) => {
                setEmail(address);
                lookUp.mutate({ email: address });
              }}
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
