import { featureRouter } from "#server/rpc/feature-router";
import { authedProcedure, partnerProcedure, publicProcedure } from "#server/rpc/procedures";
import { permissionProfileOutput, sessionOutput } from "#shared/contracts/auth";
import {
  changePasswordOutput,
  changePasswordSchema,
  preferencesOutput,
  preferencesSchema,
  profileSettingsOutput,
  profileSettingsSchema,
} from "#shared/contracts/profile";
import { endedSessionsOutput, endSessionInput, signedInSessionsOutput } from "#shared/contracts/sessions";
import { changePassword } from "./change-password";
import { getPreferences } from "./get-preferences";
import { getProfile } from "./get-profile";
import { getProfileSettings } from "./get-profile-settings";
import { getSession } from "./get-session";
import { endOtherOwnSessions, endOwnSession, listOwnSessions } from "./own-sessions";
import { savePreferences } from "./save-preferences";
import { updateProfileSettings } from "./update-profile-settings";

const ME_TAG = {
  name: "Me",
  description: "The signed-in person: session, signed-in devices, profile, preferences and password.",
};

export const meRouter = featureRouter(ME_TAG, {
  session: publicProcedure
    .route({ method: "GET", path: "/me/session", summary: "The signed-in user, or null" })
    .output(sessionOutput)
    .handler(({ context }) => getSession(context, context.headers, context.resHeaders)),

  profile: authedProcedure
    .route({
      method: "GET",
      path: "/me/profile",
      summary: "The signed-in user's roles, permissions, role level and departments",
    })
    .output(permissionProfileOutput)
    .handler(({ context }) => getProfile(context.caller)),

  // Profile Settings and Preferences: each reads and changes the caller's own only, so no id is taken.
  profileSettings: authedProcedure
    .route({ method: "GET", path: "/me/profile-settings", summary: "The caller's own profile" })
    .output(profileSettingsOutput)
    .handler(({ context }) => getProfileSettings(context.db, context.caller)),

  updateProfileSettings: authedProcedure
    .route({
      method: "PUT",
      path: "/me/profile-settings",
      summary: "Save the caller's own name and job title (and a partner's contact phone)",
    })
    .input(profileSettingsSchema)
    .output(profileSettingsOutput)
    .handler(({ input, context }) => updateProfileSettings(context.db, context.caller, input)),

  preferences: authedProcedure
    .route({ method: "GET", path: "/me/preferences", summary: "The caller's own preferences" })
    .output(preferencesOutput)
    .handler(({ context }) => getPreferences(context.db, context.caller.user.id)),

  savePreferences: authedProcedure
    .route({
      method: "PUT",
      path: "/me/preferences",
      summary: "Save the caller's own theme, time zone and date format",
    })
    .input(preferencesSchema)
    .output(preferencesOutput)
    .handler(({ input, context }) => savePreferences(context.db, context.caller.user.id, input)),

  // Signed-in devices: the caller's own sessions only, so an id of another person's is not found.
  sessions: authedProcedure
    .route({
      method: "GET",
      path: "/me/sessions",
      summary: "The caller's signed-in devices, this one marked",
    })
    .output(signedInSessionsOutput)
    .handler(({ context }) => listOwnSessions(context.db, context.caller)),

  endSession: authedProcedure
    .route({
      method: "DELETE",
      path: "/me/sessions/{id}",
      summary: "Sign out one of the caller's other devices",
      description:
        "Another person's session, or one already ended, is not found (404); this one is refused (400).",
    })
    .input(endSessionInput)
    .output(endedSessionsOutput)
    .handler(({ input, context }) => endOwnSession(context.db, context.caller, input)),

  endOtherSessions: authedProcedure
    .route({
      method: "POST",
      path: "/me/sessions/end-others",
      summary: "Sign out every device of the caller's but this one",
    })
    .output(endedSessionsOutput)
    .handler(({ context }) => endOtherOwnSessions(context.db, context.caller)),

  changePassword: partnerProcedure
    .route({
      method: "POST",
      path: "/me/password",
      summary: "A partner's contact changes their own password; their other sessions end",
    })
    .input(changePasswordSchema)
    .output(changePasswordOutput)
    .handler(({ input, context }) => changePassword(context, context.caller, context.partner, input)),
});
