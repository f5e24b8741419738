import { FileSearchIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { paths } from "#web/app/paths";
import { useDocumentTitle } from "#web/app/use-document-title";
import { PublicPage } from "#web/components/page/public-page";
import type { SubmittedApplication } from "../api/submit-application";
import { ApplicationForm } from "./application-form";

// Loaded when the form is sent (application-form.tsx starts it), not with the page: decision 0036.
const ApplicationSubmitted = lazy(() =>
  import("./application-submitted").then((module) => ({ default: module.ApplicationSubmitted })),
);

export function ApplyPage() {
  const [submitted, setSubmitted] = useState<{ application: SubmittedApplication; email: string } | null>(
    null,
  );
  useDocumentTitle(submitted ? "Application Submitted" : "Become a Partner");

  return (
    <PublicPage>
      {submitted ? (
        <Suspense fallback={null}>
          <ApplicationSubmitted application={submitted.application} email={submitted.email} />
        </Suspense>
      ) : (
        <div className="mx-auto grid w-full max-w-3xl gap-6">
          <div className="grid gap-2">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Become a Partner</h1>
            <p className="text-muted-foreground">
              Tell us about your company and how you sell. We review every application within 3-5 business
              days.
            </p>
            <p className="text-sm">
              Already applied?{" "}
              <Link
                to={paths.status}
                className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
              >
                <FileSearchIcon aria-hidden="true" className="size-4" />
                Check your application status
              </Link>
            </p>
          </div>
          <ApplicationForm onSubmitted={(application, email) => setSubmitted({ application, email })} />
        </div>
      )}
    </PublicPage>
  );
}
