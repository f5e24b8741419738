import { createHash } from "node:crypto";
import { generateRandomString } from "better-auth/crypto";
import type { Config } from "../config";
import { partnerPortalUrl } from "./trusted-origins";

/** How long an invitation link works (docs/product/partner-teams.md#invitations): 7 days, as a setup link. */
export const INVITATION_LINK_DAYS = 7;

/** The hash an invitation row keeps of its token: the token itself is only ever in the mail. */
export function invitationTokenHash(token: string): string {
  return createHash("sha256").update(`partner-invitation:${token}`).digest("base64url");
}

/** A fresh one-time token, its hash for the row, and when it stops working. */
export function newInvitationToken(now = new Date()): { token: string; tokenHash: string; expiresAt: Date } {
  const token = generateRandomString(32, "a-z", "A-Z", "0-9");
  return {
    token,
    tokenHash: invitationTokenHash(token),
    expiresAt: new Date(now.getTime() + INVITATION_LINK_DAYS * 24 * 60 * 60 * 1000),
  };
}

/** The page an invitation mail links to, on the partner host when there is one. */
export function invitationLink(config: Config, token: string): string {
  const portal = partnerPortalUrl(config);
  return `${portal.base}${portal.acceptInvitationPath}?token=${encodeURIComponent(token)}`;
}
