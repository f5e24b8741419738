import { featureRouter } from "#server/rpc/feature-router";

const SUPPORT_TAG = {
  name: "Support",
  description: "A partner's customers and the support tickets it opens about them.",
};

export const supportRouter = featureRouter(SUPPORT_TAG, {});
