import {
  completeSetupInput,
  completeSetupOutput,
  partnerSignInInput,
  partnerSignInOutput,
  requestSetupEmailInput,
  requestSetupEmailOutput,
  setupTokenInput,
  setupTokenOutput,
} from "../../../shared/contracts/auth";
import type { RpcContext } from "../../rpc/context";
import { publicProcedure } from "../../rpc/procedures";
import {
  completePasswordSetup,
  isSetupTokenValid,
  requestPasswordSetupEmail,
  signInPartner,
} from "./partner-auth.service";

/** The new session's cookie goes out with the response; the caller gets the user. */
function withSessionCookies<User>(context: RpcContext, session: { user: User; cookies: string[] }) {
  for (const cookie of session.cookies) context.resHeaders?.append("set-cookie", cookie);
  return { user: session.user };
}

export const partnerAuthRouter = {
  signIn: publicProcedure
    .route({
      method: "POST",
      path: "/partner-auth/sign-in",
      summary: "Sign a partner in with e-mail and password",
      tags: ["Partner sign-in"],
    })
    .input(partnerSignInInput)
    .output(partnerSignInOutput)
    .handler(async ({ input, context }) =>
      withSessionCookies(context, await signInPartner(context, input, context)),
    ),

  requestSetupEmail: publicProcedure
    .route({
      method: "POST",
      path: "/partner-auth/setup-email",
      summary: "Mail a one-time password setup link to an active partner's contact",
      description: "Always answers the same, whether or not the address belongs to a partner.",
      tags: ["Partner sign-in"],
    })
    .input(requestSetupEmailInput)
    .output(requestSetupEmailOutput)
    .handler(async ({ input, context }) => {
      await requestPasswordSetupEmail(context, input.email, context);
      return { sent: true as const };
    }),

  checkSetupToken: publicProcedure
    .route({
      method: "POST",
      path: "/partner-auth/setup-token",
      summary: "Whether a password setup link is still valid",
      tags: ["Partner sign-in"],
    })
    .input(setupTokenInput)
    .output(setupTokenOutput)
    .handler(async ({ input, context }) => ({ valid: await isSetupTokenValid(context.auth, input.token) })),

  completeSetup: publicProcedure
    .route({
      method: "POST",
      path: "/partner-auth/setup-password",
      summary: "Set the password from a setup link and sign in",
      tags: ["Partner sign-in"],
    })
    .input(completeSetupInput)
    .output(completeSetupOutput)
    .handler(async ({ input, context }) =>
      withSessionCookies(context, await completePasswordSetup(context, input, context)),
    ),
};
