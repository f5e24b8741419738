import { featureRouter } from "#server/rpc/feature-router";
import { permissionProcedure, staffProcedure } from "#server/rpc/procedures";
import { programmeSettingsOutput, updateProgrammeSettingsInput } from "#shared/contracts/programme-settings";
import { readProgrammeSettings } from "./programme-settings";
import { updateProgrammeSettings } from "./update-programme-settings";

// Every staff member reads the programme's rules (reviewers work by them); holders of manage_programme change them.

const PROGRAMME_TAG = {
  name: "Programme",
  description:
    "The partner programme's rules: registration protection, expiry, extensions and review deadlines.",
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
});
