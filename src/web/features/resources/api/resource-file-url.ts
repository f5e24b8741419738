import { restPath } from "#web/lib/transport/rest-paths";

/**
 * Where a resource's file is served (same origin, the session cookie authorises it): PDFs and videos inline,
 * office files as attachments. The server records a partner's download itself.
 */
export const resourceFileUrl = (id: string): string => restPath("resources.download", { id });
