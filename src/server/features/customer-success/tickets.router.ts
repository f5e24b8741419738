import { featureRouter } from "#server/rpc/feature-router";

const TICKETS_TAG = {
  name: "Support tickets",
  description: "Support tickets staff work, with their SLA clocks.",
};

export const ticketsRouter = featureRouter(TICKETS_TAG, {});
