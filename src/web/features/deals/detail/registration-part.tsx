import { CalendarPlusIcon, CheckIcon, Undo2Icon, XIcon } from "lucide-react";
import { toast } from "sonner";
import type { z } from "zod";
import { type getDealOutput, requestDealExtensionInput, withdrawDealInput } from "#shared/contracts/deals";
import { withdrawable } from "#shared/deal-transitions";
import { BusyButton } from "#web/components/ui/busy-button";
import type { DealStatusWording } from "#web/domain/deal-status-badge";
import { localDate } from "#web/lib/format/local-time";
import { failureText } from "#web/lib/transport/failure-text";
import { useDecideDealExtension, useRequestDealExtension, useWithdrawDeal } from "../api/registration-moves";
import { CoSellFacts } from "./co-sell-facts";
import { NoteDialog } from "./note-dialog";
import { ResubmitDealDialog } from "./resubmit-deal-dialog";

type DealDetail = z.infer<typeof getDealOutput>;
type Registration = DealDetail["registration"];

/**
 * Where the registration stands (docs/product/programme.md#registrations): awaiting review with its deadline,
 * returned with the reviewer's question, or approved with its protection, its expiry, the extensions it used and
 * the terms it was approved under, and whom it is co-sold with; and the moves the person may make. A partner
 * answers a returned deal, asks for more time and withdraws a deal not yet closed; a reviewer answers a request
 * for more time.
 */
export function RegistrationPart({
  detail,
  isAdmin,
  wording,
  dealHref,
}: {
  detail: DealDetail;
  isAdmin: boolean;
  /** Which screen shows it: its resubmission follows that screen's deal form. */
  wording: DealStatusWording;
  /** Another deal's address, for the deal it is co-sold with. */
  dealHref?: (dealId: string) => string;
}) {
  const { deal, registration } = detail;
  const question = detail.history.findLast((step) => step.status === "returned")?.note ?? null;
  return (
    <div className="grid gap-3 text-sm">
      <Standing status={deal.status} registration={registration} question={question} />
      {deal.status === "approved" ? <Terms registration={registration} /> : null}
      {registration.coSell ? (
        <CoSellFacts
          coSell={registration.coSell}
          partnerCompanyName={deal.partnerCompanyName}
          dealHref={dealHref}
        />
      ) : null}
      {registration.extensionRequest ? (
        <div className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
          <p>
            <span className="font-medium">More time asked for</span> on{" "}
            {localDate(registration.extensionRequest.requestedAt)}: {registration.extensionRequest.reason}
          </p>
          {isAdmin ? <ExtensionDecision dealId={deal.id} /> : <p>A reviewer will answer.</p>}
        </div>
      ) : null}
      {isAdmin ? null : <PartnerMoves detail={detail} question={question} form={wording} />}
    </div>
  );
}

function Standing({
  status,
  registration,
  question,
}: {
  status: DealDetail["deal"]["status"];
  registration: Registration;
  question: string | null;
}) {
  switch (status) {
    case "submitted":
    case "in_review":
      return (
        <p className="text-muted-foreground">
          Awaiting review
          {registration.reviewDueAt ? `; review due by ${localDate(registration.reviewDueAt)}` : ""}.
        </p>
      );
    case "returned":
      return (
        <div className="grid gap-1">
          <p className="font-medium">Returned with a question</p>
          {question ? (
            <p className="rounded-md border border-border bg-muted px-3 py-2 break-words whitespace-pre-line">
              {question}
            </p>
          ) : null}
        </div>
      );
    case "approved":
      return (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-muted-foreground">Protected until</dt>
          <dd>{registration.protectionEndsAt ? localDate(registration.protectionEndsAt) : "Not recorded"}</dd>
          <dt className="text-muted-foreground">Expires on</dt>
          <dd>
            {registration.expiresAt ? localDate(registration.expiresAt) : "Never (approved before expiry)"}
          </dd>
          <dt className="text-muted-foreground">Extensions</dt>
          <dd>
            {registration.extensionsUsed} of {registration.terms?.maxExtensions ?? 0} used
          </dd>
        </dl>
      );
    case "expired":
      return (
        <p className="text-muted-foreground">Expired without a close: the customer is no longer protected.</p>
      );
    case "withdrawn":
      return <p className="text-muted-foreground">Withdrawn by the partner: the customer is free.</p>;
    default:
      return <p className="text-muted-foreground">Closed: the registration has ended.</p>;
  }
}

function Terms({ registration }: { registration: Registration }) {
  const { terms } = registration;
  return (
    <p className="text-muted-foreground">
      {terms
        ? `Approved under the programme's terms: protected ${terms.protectionDays} days, expires after ${terms.expiryDays} days without a close, reminded ${terms.reminderDays} days before; up to ${terms.maxExtensions} ${terms.maxExtensions === 1 ? "extension" : "extensions"} of ${terms.extensionDays} days.`
        : "Approved before the programme's rules: protected 90 days, without expiry."}
    </p>
  );
}

function ExtensionDecision({ dealId }: { dealId: string }) {
  const decide = useDecideDealExtension();
  const answer = (grant: boolean) =>
    decide.mutate(
      { id: dealId, grant },
      {
        onSuccess: () =>
          toast.success(grant ? "Extension Granted" : "Extension Refused", {
            description: "The partner is told.",
          }),
        onError: (error) => toast.error("Update Failed", { description: failureText(error) }),
      },
    );
  return (
    <div className="flex flex-wrap gap-2">
      <BusyButton
        type="button"
        size="sm"
        busy={decide.isPending && decide.variables?.grant === true}
        busyLabel="Granting"
        disabled={decide.isPending}
        icon={<CheckIcon aria-hidden="true" />}
        onClick={() => answer(true)}
      >
        Grant Extension
      </BusyButton>
      <BusyButton
        type="button"
        size="sm"
        variant="outline"
        busy={decide.isPending && decide.variables?.grant === false}
        busyLabel="Refusing"
        disabled={decide.isPending}
        icon={<XIcon aria-hidden="true" />}
        onClick={() => answer(false)}
      >
        Refuse
      </BusyButton>
    </div>
  );
}

function PartnerMoves({
  detail,
  question,
  form,
}: {
  detail: DealDetail;
  question: string | null;
  form: DealStatusWording;
}) {
  const { deal, registration } = detail;
  const withdraw = useWithdrawDeal();
  const extend = useRequestDealExtension();
  const canExtend =
    deal.status === "approved" &&
    registration.expiresAt !== null &&
    registration.terms !== null &&
    registration.extensionsUsed < registration.terms.maxExtensions &&
    registration.extensionRequest === null;
  if (deal.status !== "returned" && !canExtend && !withdrawable(deal.status)) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {deal.status === "returned" ? <ResubmitDealDialog deal={deal} question={question} form={form} /> : null}
      {canExtend ? (
        <NoteDialog
          label="Request More Time"
          accessibleName={`Request more time: ${deal.companyName}`}
          icon={<CalendarPlusIcon aria-hidden="true" />}
          title={`More time for ${deal.companyName}`}
          description={`A reviewer can extend the registration by ${registration.terms?.extensionDays ?? 0} days.`}
          fieldLabel="Why the deal needs more time"
          field={requestDealExtensionInput.shape.reason}
          submitLabel="Send Request"
          busyLabel="Sending"
          send={(reason) => extend.mutateAsync({ id: deal.id, reason })}
          done={{ title: "Request Sent", description: "A reviewer will answer your request." }}
          failedTitle="Request Failed"
        />
      ) : null}
      {withdrawable(deal.status) ? (
        <NoteDialog
          label="Withdraw"
          accessibleName={`Withdraw: ${deal.companyName}`}
          icon={<Undo2Icon aria-hidden="true" />}
          variant="outline"
          title={`Withdraw ${deal.companyName}?`}
          description="A withdrawn deal is final and frees its customer for other registrations."
          fieldLabel="Why you withdraw it"
          field={withdrawDealInput.shape.reason}
          submitLabel="Withdraw Deal"
          busyLabel="Withdrawing"
          send={(reason) => withdraw.mutateAsync({ id: deal.id, reason })}
          done={{ title: "Deal Withdrawn", description: `${deal.companyName} is withdrawn.` }}
          failedTitle="Withdrawal Failed"
        />
      ) : null}
    </div>
  );
}
