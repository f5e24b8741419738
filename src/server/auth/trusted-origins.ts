import type { Config } from "../config";

function partnerHostOrigins(config: Config): string[] {
  const publicUrl = new URL(config.publicUrl);
  const port = publicUrl.port ? `:${publicUrl.port}` : "";
  return config.partnerHosts.map((host) => `${publicUrl.protocol}//${host}${port}`);
}

/** The origins our own pages are served from: the public URL and each partner host on the same scheme and port. */
export function trustedOrigins(config: Config): string[] {
  return [new URL(config.publicUrl).origin, ...partnerHostOrigins(config)];
}

/**
 * Where partner links in e-mails point: the first partner host (its routes have no /partner prefix), or the
 * partner area of the public URL when no partner host is configured.
 */
export function partnerPortalUrl(config: Config): {
  base: string;
  loginPath: string;
  setupPasswordPath: string;
  acceptInvitationPath: string;
  dashboardPath: string;
} {
  const [partnerOrigin] = partnerHostOrigins(config);
  return partnerOrigin
    ? {
        base: partnerOrigin,
        loginPath: "/login",
        setupPasswordPath: "/setup-password",
        acceptInvitationPath: "/accept-invitation",
        dashboardPath: "/dashboard",
      }
    : {
        base: config.publicUrl,
        loginPath: "/partner/login",
        setupPasswordPath: "/partner/setup-password",
        acceptInvitationPath: "/partner/accept-invitation",
        dashboardPath: "/partner/dashboard",
      };
}
