import { featureRouter } from "#server/rpc/feature-router";

const CUSTOMER_HEALTH_TAG = {
  name: "Customer health",
  description: "Customer health: the KPI figures, the Health Dashboard and Customer Success settings.",
};

export const customerHealthRouter = featureRouter(CUSTOMER_HEALTH_TAG, {});
