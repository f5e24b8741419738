import {
  listActivePartnersInput,
  listActivePartnersOutput,
  ownPartnerOutput,
} from "../../../shared/contracts/partners";
import { partnerProcedure, permissionProcedure } from "../../rpc/procedures";
import { listActivePartners } from "./list-active-partners";

export const partnersRouter = {
  mine: partnerProcedure
    .route({
      method: "GET",
      path: "/partners/mine",
      summary: "The signed-in contact's own active partner",
      tags: ["Partners"],
    })
    .output(ownPartnerOutput)
    .handler(({ context: { partner } }) => ({
      id: partner.id,
      companyName: partner.companyName,
      contactName: partner.contactName,
      contactEmail: partner.contactEmail,
      status: partner.status,
      tier: partner.tier,
      commissionRate: Number(partner.commissionRate),
    })),

  listActive: permissionProcedure("manage_partners")
    .route({
      method: "GET",
      path: "/partners/active",
      summary: "Active partners by company name, for choosing the partner of a deal",
      description:
        "At most `limit` (default 50, at most 100); `search` keeps those whose company or contact name contains it, ignoring case.",
      tags: ["Partners"],
    })
    .input(listActivePartnersInput)
    .output(listActivePartnersOutput)
    .handler(({ input, context }) => listActivePartners(context.db, input)),
};
