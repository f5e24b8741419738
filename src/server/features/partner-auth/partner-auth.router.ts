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
import { publicProcedure } from "../../rpc/procedures";
import {
  completePasswordSetup,
  isSetupTokenValid,
  requestPasswordSetupEmail,
  signInPartner,
} from "./partner-auth.service";

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
    .handler(({ input, context }) => signInPartner(context, input, context)),

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
    .handler(({ input, context }) => completePasswordSetup(context, input, context)),
};
