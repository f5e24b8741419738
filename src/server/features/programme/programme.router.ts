import { featureRouter } from "#server/rpc/feature-router";
import {
  authedProcedure,
  partnerProcedure,
  permissionProcedure,
  staffProcedure,
} from "#server/rpc/procedures";
import { programmeSettingsOutput, updateProgrammeSettingsInput } from "#shared/contracts/programme-settings";
import {
  partnerTierInput,
  setTierOverrideInput,
  tierCoursesOutput,
  tierNamesOutput,
  tierProgressOutput,
  tiersOutput,
  updateTiersInput,
} from "#shared/contracts/tiers";
import { getTierProgress } from "./get-tier-progress";
import { listTierCourses } from "./list-tier-courses";
import { listTiers } from "./list-tiers";
import { readProgrammeSettings } from "./programme-settings";
import { clearTierOverride, setTierOverride } from "./tier-overrides";
import { loadTierNames } from "./tier-rules-store";
import { updateProgrammeSettings } from "./update-programme-settings";
import { updateTiers } from "./update-tiers";

// Everyone signed in reads the tiers' names (badges show them); every staff member reads the programme's rules and
// tiers (reviewers work by them); holders of manage_programme
// change them; partner managers (manage_partners) override a partner's tier; a partner's members read its
// progress to the next tier.

const PROGRAMME_TAG = {
  name: "Programme",
  description:
    "The partner programme's rules: registration protection, expiry, extensions, review deadlines and tiers.",
};

export const programmeRouter = featureRouter(PROGRAMME_TAG, {
  settings: staffProcedure
    .route({
      method: "GET",
      path: "/programme/settings",
      summary: "The programme's registration rules, with who saved them last",
    })
    .output(programmeSettingsOutput)
    .handler(({ context }) => readProgrammeSettings(context.db)),

  updateSettings: permissionProcedure("manage_programme")
    .route({
      method: "PUT",
      path: "/programme/settings",
      summary: "Save the programme's registration rules; deals approved from then on take the new terms",
    })
    .input(updateProgrammeSettingsInput)
    .output(programmeSettingsOutput)
    .handler(({ input, context }) => updateProgrammeSettings(context.db, context.caller, input)),

  tiers: staffProcedure
    .route({
      method: "GET",
      path: "/programme/tiers",
      summary: "What each tier asks and pays, how many partners sit in it, and the tier changes coming",
    })
    .output(tiersOutput)
    .handler(({ context }) => listTiers(context.db)),

  tierNames: authedProcedure
    .route({
      method: "GET",
      path: "/programme/tier-names",
      summary: "What the programme calls each tier, for anyone signed in",
    })
    .output(tierNamesOutput)
    .handler(async ({ context }) => ({ names: await loadTierNames(context.db) })),

  tierCourses: staffProcedure
    .route({
      method: "GET",
      path: "/programme/tier-courses",
      summary: "The published courses for partners, by title, which a tier can name",
    })
    .output(tierCoursesOutput)
    .handler(({ context }) => listTierCourses(context.db)),

  updateTiers: permissionProcedure("manage_programme")
    .route({
      method: "PUT",
      path: "/programme/tiers",
      summary:
        "Save what each tier asks and pays; a tier's rate applies at once to partners without their own",
    })
    .input(updateTiersInput)
    .output(tiersOutput)
    .handler(({ input, context }) => updateTiers(context.db, context.caller, input)),

  tierProgress: partnerProcedure
    .route({
      method: "GET",
      path: "/programme/tier-progress",
      summary:
        "The signed-in partner's tier and rate, and each requirement of the next tier with its progress",
    })
    .output(tierProgressOutput)
    .handler(({ context }) => getTierProgress(context.db, context.partner.id, { forStaff: false })),

  partnerTier: permissionProcedure("manage_partners")
    .route({
      method: "GET",
      path: "/programme/tier-progress/{partnerId}",
      summary: "A partner's tier and rate, its progress to the next tier, and a demotion or override pending",
    })
    .input(partnerTierInput)
    .output(tierProgressOutput)
    .handler(({ input, context }) => getTierProgress(context.db, input.partnerId, { forStaff: true })),

  setTierOverride: permissionProcedure("manage_partners")
    .route({
      method: "PUT",
      path: "/programme/tier-overrides/{partnerId}",
      summary: "Set a partner's tier by hand until a date, with a reason",
    })
    .input(setTierOverrideInput)
    .output(tierProgressOutput)
    .handler(({ input, context }) => setTierOverride(context, context.caller, input)),

  clearTierOverride: permissionProcedure("manage_partners")
    .route({
      method: "DELETE",
      path: "/programme/tier-overrides/{partnerId}",
      summary: "End a partner's tier override now; it takes the tier its figures earn",
    })
    .input(partnerTierInput)
    .output(tierProgressOutput)
    .handler(({ input, context }) => clearTierOverride(context, context.caller, input)),
});
