import { featureRouter } from "#server/rpc/feature-router";

const CUSTOMERS_TAG = {
  name: "Customers",
  description: "Customers: the directory, a customer's page, its contacts and onboarding.",
};

export const customersRouter = featureRouter(CUSTOMERS_TAG, {});
