import { passwordSessionsFor } from "#server/auth/password-sessions";
import type { RpcContext } from "#server/rpc/context";
import { featureRouter } from "#server/rpc/feature-router";
import { publicProcedure } from "#server/rpc/procedures";
import {
  completeSetupInput,
  completeSetupOutput,
  partnerSignInInput,
  partnerSignInOutput,
  requestSetupEmailInput,
  requestSetupEmailOutput,
  setupTokenInput,
  setupTokenOutput,
} from "#shared/contracts/auth";
import {
  acceptInvitationInput,
  acceptInvitationOutput,
  invitationPreviewOutput,
  invitationTokenInput,
} from "#shared/contracts/partner-invitations";
import { acceptInvitation } from "./accept-invitation";
import { checkInvitation } from "./check-invitation";
import { isSetupTokenValid } from "./check-setup-token";
import { completePasswordSetup } from "./complete-password-setup";
import { deviceCookieFor } from "./device-cookie";
import { requestPasswordSetupEmail } from "./request-password-setup-email";
import { signInPartner } from "./sign-in-partner";

/**
 * The services' way to open a session: its cookie goes out with this call's response, and with it a device
 * cookie that makes this browser a trusted device of the account for sign-in throttling (docs/decisions/0018).
 */
const withSessions = (context: RpcContext) => {
  const openSession = passwordSessionsFor(context.auth, context);
  return {
    ...context,
    openSession: async (email: string, password: string) => {
      const user = await openSession(email, password);
      if (user) {
        context.resHeaders?.append(
          "set-cookie",
          deviceCookieFor({
            secret: context.config.sessionSecret,
            email: user.email,
            secure: context.config.isProduction,
          }),
        );
      }
      return user;
    },
  };
};

const PARTNER_AUTH_TAG = {
  name: "Partner sign-in",
  description: "Partner contacts sign in and set their password from the e-mail they were sent.",
};

export const partnerAuthRouter = featureRouter(PARTNER_AUTH_TAG, {
  signIn: publicProcedure
    .meta({ refusals: { 401: "The e-mail and password do not match." } })
    .route({
      method: "POST",
      path: "/partner-auth/sign-in",
      summary: "Sign a partner in with e-mail and password",
    })
    .input(partnerSignInInput)
    .output(partnerSignInOutput)
    .handler(({ input, context }) => signInPartner(withSessions(context), input, context)),

  requestSetupEmail: publicProcedure
    .route({
      method: "POST",
      path: "/partner-auth/setup-email",
      summary: "Mail a one-time password setup link to an active partner's contact",
      description: "Always answers the same, whether or not the address belongs to a partner.",
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
    })
    .input(setupTokenInput)
    .output(setupTokenOutput)
    .handler(async ({ input, context }) => ({ valid: await isSetupTokenValid(context.auth, input.token) })),

  completeSetup: publicProcedure
    .route({
      method: "POST",
      path: "/partner-auth/setup-password",
      summary: "Set the password from a setup link and sign in",
    })
    .input(completeSetupInput)
    .output(completeSetupOutput)
    .handler(({ input, context }) => completePasswordSetup(withSessions(context), input)),

  checkInvitation: publicProcedure
    .meta({
      refusals: {
        403: "The invitation was accepted, withdrawn or has expired, or its partner is not active.",
        404: "No invitation has this link.",
      },
    })
    .route({
      method: "POST",
      path: "/partner-auth/invitation",
      summary: "What an invitation link offers: the partner, the address and the role",
    })
    .input(invitationTokenInput)
    .output(invitationPreviewOutput)
    .handler(({ input, context }) => checkInvitation(context.db, input.token)),

  acceptInvitation: publicProcedure
    .meta({
      refusals: {
        403: "The invitation was accepted, withdrawn or has expired, or its partner is not active.",
        404: "No invitation has this link.",
        409: "The address is a staff account, or a member of this or another partner.",
      },
    })
    .route({
      method: "POST",
      path: "/partner-auth/invitation/accept",
      summary: "Join a partner's team from an invitation, choosing name and password, and sign in",
    })
    .input(acceptInvitationInput)
    .output(acceptInvitationOutput)
    .handler(({ input, context }) => acceptInvitation(withSessions(context), input)),
});
