import { CircleCheckIcon, CloudOffIcon, SearchXIcon, ShieldCheckIcon } from "lucide-react";
import { useParams } from "react-router";
import type { VerifiedCertificate } from "#shared/contracts/learning";
import { LEARNING_MESSAGES } from "#shared/learning-messages";
import { CERTIFICATE_NOT_FOUND_META, verificationCodeOf } from "#shared/verification-code";
import { hostKind } from "#web/app/host-kind";
import { useDocumentTitle } from "#web/app/use-document-title";
import { MessageCard } from "#web/components/message-card";
import { PublicPage } from "#web/components/public-page";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Skeleton } from "#web/components/ui/skeleton";
import { useDisplayPreferences } from "#web/lib/display-preferences";
import { localDate } from "#web/lib/local-time";
import { rpcFailureOf } from "#web/lib/rpc-error";
import { useVerifyCertificate } from "../api/verify-certificate";

/**
 * The code the server found no certificate for when it sent this page saying so (src/server/platform/spa.ts,
 * decision 0037): the app draws that answer from its first render and does not ask again. Read once, as
 * app/host-kind.ts reads its marker; the build renders without a document.
 */
const answeredNotFound = import.meta.env.SSR
  ? null
  : (document.querySelector(`meta[name="${CERTIFICATE_NOT_FOUND_META}"]`)?.getAttribute("content") ?? null);

function ValidCertificate({ certificate }: { certificate: VerifiedCertificate }) {
  // Redrawn in the date format and zone the person chooses.
  useDisplayPreferences();
  const facts = [
    { term: "Holder", value: certificate.holderName },
    { term: "Course", value: certificate.courseTitle },
    { term: "Completed", value: localDate(certificate.completedAt) },
    { term: "Issued", value: localDate(certificate.issuedAt) },
  ];
  return (
    <Card className="w-full">
      <CardHeader className="items-center gap-3 text-center">
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 [&_svg]:size-6"
        >
          <ShieldCheckIcon />
        </span>
        <CardTitle asChild>
          <h1 className="text-2xl">Certificate Verification</h1>
        </CardTitle>
        <Badge className="border-transparent bg-emerald-100 text-sm text-emerald-900">
          <CircleCheckIcon aria-hidden="true" />
          Valid
        </Badge>
        <CardDescription>This certificate was issued for a completed course.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
          {facts.map(({ term, value }) => (
            <div key={term} className="grid gap-0.5 sm:contents">
              <dt className="text-sm text-muted-foreground">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
          <div className="grid gap-0.5 sm:contents">
            <dt className="text-sm text-muted-foreground">Verification code</dt>
            <dd className="break-all font-mono text-sm">{certificate.verificationCode}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

/** The code as it was asked for, so a reader can compare it with the printed one. */
function AskedCode({ code }: { code: string }) {
  return (
    <p className="text-center text-sm text-muted-foreground">
      Code: <span className="break-all font-mono text-foreground">{code}</span>
    </p>
  );
}

function Checking() {
  return (
    <Card aria-busy="true" className="w-full">
      <CardHeader className="items-center gap-3 text-center">
        <Skeleton className="size-12 rounded-full" />
        <CardTitle asChild>
          <h1 className="text-2xl">Certificate Verification</h1>
        </CardTitle>
        <CardDescription role="status">Checking the certificate…</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
      </CardContent>
    </Card>
  );
}

/**
 * /verify/:code on both hosts, without signing in: whether a certificate with this code was issued, and to whom
 * for which course (docs/product/learning.md#verification). A code that cannot be one is not found without
 * asking the server, and so is one the server already answered for in the page.
 */
export function VerifyCertificatePage() {
  const asked = useParams().code ?? "";
  const code = verificationCodeOf(asked);
  const answered = code !== null && code === answeredNotFound;
  const verification = useVerifyCertificate(answered ? null : code);
  useDocumentTitle("Certificate Verification");
  const status = verification.error ? (rpcFailureOf(verification.error)?.status ?? 0) : null;

  const content =
    code === null || answered || status === 404 ? (
      <MessageCard
        icon={<SearchXIcon />}
        title={LEARNING_MESSAGES.certificateNotFound}
        description="No certificate has this code. Please check that it was typed exactly as printed on the certificate."
      >
        <AskedCode code={asked} />
      </MessageCard>
    ) : verification.isError ? (
      <MessageCard
        icon={<CloudOffIcon />}
        tone="neutral"
        title="Certificate could not be checked"
        description="Certificates cannot be verified right now. Please try again later."
      >
        <Button type="button" variant="outline" onClick={() => verification.refetch()}>
          Try Again
        </Button>
      </MessageCard>
    ) : verification.data ? (
      <ValidCertificate certificate={verification.data} />
    ) : (
      <Checking />
    );

  return (
    <PublicPage portal={hostKind} className="items-center sm:justify-center">
      <div aria-live="polite" className="flex w-full max-w-lg justify-center">
        {content}
      </div>
    </PublicPage>
  );
}
