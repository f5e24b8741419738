import { featureRouter } from "#server/rpc/feature-router";
import {
  API_KEYS_ALLOWED,
  partnerProcedure,
  permissionProcedure,
  staffProcedure,
} from "#server/rpc/procedures";
import {
  journeyStepInput,
  journeySummaryOutput,
  journeyTemplatesOutput,
  partnerJourney,
  partnerJourneyInput,
  saveJourneyTemplateInput,
  stalledPartnersInput,
  stalledPartnersOutput,
} from "#shared/contracts/onboarding-journey";
import { getPartnerJourney } from "./get-partner-journey";
import { getJourneySummary } from "./journey-summary";
import { listJourneyTemplates } from "./journey-templates";
import { listStalledPartners } from "./list-stalled-partners";
import { saveJourneyTemplate } from "./save-journey-template";
import { setManualStep } from "./tick-journey-step";

// Every member of a partner reads its own journey; partner managers (manage_partners) read any partner's, tick
// its manual steps and see who is stalled; every staff member reads the templates, holders of manage_programme
// change them (docs/product/onboarding-journey.md).

const JOURNEY_TAG = {
  name: "Onboarding journey",
  description:
    "The steps from approval to a first deal: templates, each partner's progress, and who is stalled.",
};

export const journeyRouter = featureRouter(JOURNEY_TAG, {
  mine: partnerProcedure
    .meta(API_KEYS_ALLOWED)
    .route({
      method: "GET",
      path: "/journey",
      summary: "The signed-in partner's onboarding journey: its steps, what is done, and the next step",
    })
    .output(partnerJourney)
    .handler(({ context }) => getPartnerJourney(context.db, context.partner.id, { forStaff: false })),

  ofPartner: permissionProcedure("manage_partners")
    .route({
      method: "GET",
      path: "/journey/partners/{partnerId}",
      summary: "A partner's onboarding journey, with its time from approval to first deal",
    })
    .input(partnerJourneyInput)
    .output(partnerJourney)
    .handler(({ input, context }) => getPartnerJourney(context.db, input.partnerId, { forStaff: true })),

  tickStep: permissionProcedure("manage_partners")
    .route({
      method: "PUT",
      path: "/journey/partners/{partnerId}/steps/{stepId}",
      summary: "Tick a manual step of a partner's journey, such as its kickoff call",
    })
    .input(journeyStepInput)
    .output(partnerJourney)
    .handler(({ input, context }) => setManualStep(context.db, context.caller, input, true)),

  untickStep: permissionProcedure("manage_partners")
    .route({
      method: "DELETE",
      path: "/journey/partners/{partnerId}/steps/{stepId}",
      summary: "Untick a manual step ticked by mistake",
    })
    .input(journeyStepInput)
    .output(partnerJourney)
    .handler(({ input, context }) => setManualStep(context.db, context.caller, input, false)),

  summary: permissionProcedure("manage_partners")
    .route({
      method: "GET",
      path: "/journey/summary",
      summary: "How the active partners' journeys stand, and the mean time from approval to first deal",
    })
    .output(journeySummaryOutput)
    .handler(({ context }) => getJourneySummary(context.db)),

  stalled: permissionProcedure("manage_partners")
    .route({
      method: "GET",
      path: "/journey/stalled",
      summary: "Partners whose journey has stood still past the programme's threshold, longest first",
    })
    .input(stalledPartnersInput)
    .output(stalledPartnersOutput)
    .handler(({ input, context }) => listStalledPartners(context.db, input)),

  templates: staffProcedure
    .route({
      method: "GET",
      path: "/journey/templates",
      summary: "The journey templates: the default and each business type's own",
    })
    .output(journeyTemplatesOutput)
    .handler(({ context }) => listJourneyTemplates(context.db)),

  saveTemplate: permissionProcedure("manage_programme")
    .route({
      method: "PUT",
      path: "/journey/templates/{audience}",
      summary: "Replace a journey template's steps, in order; every partner's journey is brought up to date",
    })
    .input(saveJourneyTemplateInput)
    .output(journeyTemplatesOutput)
    .handler(({ input, context }) => saveJourneyTemplate(context.db, context.caller, input)),
});
