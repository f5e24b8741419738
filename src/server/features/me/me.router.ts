import { authedProcedure, publicProcedure } from "#server/rpc/procedures";
import { permissionProfileOutput, sessionOutput } from "#shared/contracts/auth";
import { getProfile } from "./get-profile";
import { getSession } from "./get-session";

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
};
