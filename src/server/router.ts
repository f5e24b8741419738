import { applicationsRouter } from "./features/applications/applications.router";
import { dealsRouter } from "./features/deals/deals.router";
import { meRouter } from "./features/me/me.router";
import { partnerAuthRouter } from "./features/partner-auth/partner-auth.router";
import { partnersRouter } from "./features/partners/partners.router";
import { payoutsRouter } from "./features/payouts/payouts.router";
import { resourcesRouter } from "./features/resources/resources.router";
import { systemRouter } from "./features/system/system.router";

/** Every procedure of the API; the web client's types come from here. */
export const router = {
  system: systemRouter,
  me: meRouter,
  partnerAuth: partnerAuthRouter,
  partners: partnersRouter,
  applications: applicationsRouter,
  deals: dealsRouter,
  payouts: payoutsRouter,
  resources: resourcesRouter,
};

export type AppRouter = typeof router;
