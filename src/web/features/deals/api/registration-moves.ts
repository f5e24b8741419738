import type { z } from "zod";
import type {
  decideDealExtensionInput,
  requestDealExtensionInput,
  resubmitDealInput,
  withdrawDealInput,
} from "#shared/contracts/deals";
import { useInvalidatingMutation } from "#web/lib/queries/use-invalidating-mutation";
import { client, orpc } from "#web/lib/transport/rpc";

// The moves of a registration besides the review (docs/product/programme.md): the partner resubmits, withdraws
// and asks for more time; a reviewer answers that request. Each refetches the deals, refused or not.

const deals = () => [orpc.deals.key()];

export const resubmitDeal = (input: z.input<typeof resubmitDealInput>) => client.deals.resubmit(input);
export const useResubmitDeal = () => useInvalidatingMutation(resubmitDeal, deals);

export const withdrawDeal = (input: z.input<typeof withdrawDealInput>) => client.deals.withdraw(input);
export const useWithdrawDeal = () => useInvalidatingMutation(withdrawDeal, deals);

export const requestDealExtension = (input: z.input<typeof requestDealExtensionInput>) =>
  client.deals.requestExtension(input);
export const useRequestDealExtension = () => useInvalidatingMutation(requestDealExtension, deals);

export const decideDealExtension = (input: z.input<typeof decideDealExtensionInput>) =>
  client.deals.decideExtension(input);
export const useDecideDealExtension = () => useInvalidatingMutation(decideDealExtension, deals);
