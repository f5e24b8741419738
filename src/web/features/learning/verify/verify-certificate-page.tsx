import { CircleCheckIcon, CloudOffIcon, SearchXIcon, ShieldCheckIcon } from "lucide-react";
import { useParams } from "react-router";
import type { VerifiedCertificate } from "#shared/contracts/learning";
import { LEARNING_MESSAGES } from "#shared/learning-messages";
import {
  CERTIFICATE_NOT_FOUND_META,
  VERIFIED_CERTIFICATE_DATA,
  verificationCodeOf,
} from "#shared/verification-code";
import { hostKind } from "#web/app/host-kind";
import { useDocumentTitle } from "#web/app/use-document-title";
import { MessageCard } from "#web/components/page/message-card";
import { PublicPage } from "#web/components/page/public-page";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Skeleton } from "#web/components/ui/skeleton";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { formatDay, localDate } from "#web/lib/format/local-time";
import { useHydrated } from "#web/lib/hooks/use-hydrated";
import { rpcFailureOf } from "#web/lib/transport/rpc-error";
import { useVerifyCertificate } from "../api/verify-certificate";

/**
 * The code the server found no certificate for when it sent this page saying so (src/server/platform/http/spa.ts,
 * decision 0037): the app draws that answer from its first render and does not ask again. Read once, as
 * app/host-kind.ts reads its marker; the build renders without a document.
 */
const answeredNotFound = import.meta.env.SSR
  ? null
  : (document.querySelector(`meta[name="${CERTIFICATE_NOT_FOUND_META}"]`)?.getAttribute("content") ?? null);

/**
 * The certificate the server found for the code when it sent this page drawing it, from the page's JSON: the app
 * draws it from its first render and does not ask again.
 */
function readAnsweredCertificate(): VerifiedCertificate | null {
  const data = import.meta.env.SSR ? null : document.getElementById(VERIFIED_CERTIFICATE_DATA)?.textContent;
  if (!data) return null;
  const certificate = JSON.parse(data) as VerifiedCertificate;
  return {
    ...certificate,
    completedAt: new Date(certificate.completedAt),
    issuedAt: new Date(certificate.issuedAt),
  };
}
const answeredCertificate = readAnsweredCertificate();

function ValidCertificate({ certificate }: { certificate: VerifiedCertificate }) {
  // Redrawn in the date format and zone the person chooses. The server, which knows neither, writes the standard
  // format in UTC into the page (decision 0037): the hydrating render draws that too, then the person's.
  useDisplayPreferences();
  const hydrated = useHydrated();
  const day = (date: Date) => (hydrated ? localDate(date) : formatDay(date, null, "UTC"));
  const facts = [
    { term: "Holder", value: certificate.holderName },
    { term: "Course", value: certificate.courseTitle },
    { term: "Completed", value: day(certificate.completedAt) },
    { term: "Issued", value: day(certificate.issuedAt) },
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
 * asking the server; an answer the server put in the page, not found or the certificate, is drawn without asking
 * again.
 */
export function VerifyCertificatePage() {
  const asked = useParams().code ?? "";
  const code = verificationCodeOf(asked);
  const answered = code !== null && code === answeredNotFound;
  const answeredValid =
    code !== null && answeredCertificate?.verificationCode === code ? answeredCertificate : null;
  const verification = useVerifyCertificate(answered || answeredValid ? null : code);
  const certificate = answeredValid ?? verification.data;
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
    ) : certificate ? (
      <ValidCertificate certificate={certificate} />
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
