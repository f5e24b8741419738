import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { PublishAgreementInput, publishAgreementPdfInput } from "#shared/contracts/agreements";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

/** Every published version, newest first, with how many partners signed each. */
export function useAgreementVersions() {
  return useQuery(orpc.agreements.versions.queryOptions());
}

/** One version with its text. */
export function useAgreementVersion(id: string) {
  return useQuery(orpc.agreements.version.queryOptions({ input: { id } }));
}

export const publishAgreement = (input: PublishAgreementInput) => client.agreements.publish(input);

/** Publishes a new version: every partner's standing may change, so every agreement answer is read again. */
export function usePublishAgreement() {
  return useInvalidatingMutation(publishAgreement, () => [orpc.agreements.key()]);
}

export const publishAgreementPdf = (input: z.input<typeof publishAgreementPdfInput>) =>
  client.agreements.publishPdf(input);

/** Publishes a version whose text is a PDF, sent with the call. */
export function usePublishAgreementPdf() {
  return useInvalidatingMutation(publishAgreementPdf, () => [orpc.agreements.key()]);
}
