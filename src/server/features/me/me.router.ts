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
import { changePassword } from "./change-password";
import { getPreferences } from "./get-preferences";
import { getProfile } from "./get-profile";
import { getProfileSettings } from "./get-profile-settings";
import { getSession } from "./get-session";
import { savePreferences } from "./save-preferences";
import { updateProfileSettings } from "./update-profile-settings";

export const meRouter = {
  session: publicProcedure
    .route({ method: "GET", path: "/me/session", summary: "The signed-in user, or null", tags: ["Me"] })
    .output(sessionOutput)
    .handler(({ context }) => getSession(context, context.headers, context.resHeaders)),

  profile: authedProcedure
    .route({
      method: "GET",
      path: "/me/profile",
      summary: "The signed-in user's roles, permissions, role level and departments",
      tags: ["Me"],
    })
    .output(permissionProfileOutput)
    .handler(({ context }) => getProfile(context.caller)),

  // Profile Settings and Preferences: each reads and changes the caller's own only, so no id is taken.
  profileSettings: authedProcedure
    .route({ method: "GET", path: "/me/profile-settings", summary: "The caller's own profile", tags: ["Me"] })
    .output(profileSettingsOutput)
    .handler(({ context }) => getProfileSettings(context.db, context.caller)),

  updateProfileSettings: authedProcedure
    .route({
      method: "PUT",
      path: "/me/profile-settings",
      summary: "Save the caller's own name and job title (and a partner's contact phone)",
      tags: ["Me"],
    })
    .input(profileSettingsSchema)
    .output(profileSettingsOutput)
    .handler(({ input, context }) => updateProfileSettings(context.db, context.caller, input)),

  preferences: authedProcedure
    .route({ method: "GET", path: "/me/preferences", summary: "The caller's own preferences", tags: ["Me"] })
    .output(preferencesOutput)
    .handler(({ context }) => getPreferences(context.db, context.caller.user.id)),

  savePreferences: authedProcedure
    .route({
      method: "PUT",
      path: "/me/preferences",
      summary: "Save the caller's own theme, time zone and date format",
      tags: ["Me"],
    })
    .input(preferencesSchema)
    .output(preferencesOutput)
    .handler(({ input, context }) => savePreferences(context.db, context.caller.user.id, input)),

  changePassword: partnerProcedure
    .route({
      method: "POST",
      path: "/me/password",
      summary: "A partner's contact changes their own password; their other sessions end",
      tags: ["Me"],
    })
    .input(changePasswordSchema)
    .output(changePasswordOutput)
    .handler(({ input, context }) => changePassword(context, context.caller, context.partner, input)),
};
