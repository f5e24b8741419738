import { permissionProfileOutput, sessionOutput } from "../../../shared/contracts/auth";
import { getCallerSession } from "../../auth/session";
import { sessionEndReason } from "../../auth/session-end-reason";
import { authedProcedure, publicProcedure } from "../../rpc/procedures";

export const meRouter = {
  session: publicProcedure
    .route({ method: "GET", path: "/me/session", summary: "The signed-in user, or null", tags: ["Me"] })
    .output(sessionOutput)
    .handler(async ({ context }) => {
      const session = await getCallerSession(context.auth, context.headers, context.resHeaders);
      if (session) return { user: session.user };
      const endedBecause = await sessionEndReason(context.db, context.headers);
      return { user: null, ...(endedBecause ? { endedBecause } : {}) };
    }),

  profile: authedProcedure
    .route({
      method: "GET",
      path: "/me/profile",
      summary: "The signed-in user's roles, permissions, role level and departments",
      tags: ["Me"],
    })
    .output(permissionProfileOutput)
    .handler(({ context }) => ({ user: context.caller.user, ...context.caller.profile })),
};
