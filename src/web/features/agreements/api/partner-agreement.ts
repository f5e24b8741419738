import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { signAgreementInput } from "#shared/contracts/agreements";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

/** The signed-in member's partner's agreement: the version to sign, its standing and its signatures. */
export function useMyAgreement() {
  return useQuery(orpc.agreements.mine.queryOptions());
}

/** A partner's agreement as partner managers see it on the partner's detail view. */
export function usePartnerAgreement(partnerId: string) {
  return useQuery(orpc.agreements.ofPartner.queryOptions({ input: { partnerId } }));
}

export const signAgreement = (input: z.input<typeof signAgreementInput>) => client.agreements.sign(input);

/** Signs for the company; the standing changes, and with it what the dashboard shows. */
export function useSignAgreement() {
  return useInvalidatingMutation(signAgreement, () => [orpc.agreements.key()]);
}
