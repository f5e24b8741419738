import { ownPartnerOutput } from "../../../shared/contracts/partners";
import { partnerProcedure } from "../../rpc/procedures";

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
};
