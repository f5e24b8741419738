import { orpc } from "#web/lib/transport/rpc";

/**
 * What a change to one partner can alter: the partners lists, that partner's details and the active partners
 * of the deal forms' chooser (a status or a company name changed). Deals are not this feature's.
 */
export const partnerKeys = ({ id }: { id: string }) => [
  orpc.partners.list.key(),
  orpc.partners.get.key({ input: { id } }),
  orpc.partners.listActive.key(),
];
