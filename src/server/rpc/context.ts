import type { ResponseHeadersPluginContext } from "@orpc/server/plugins";
import type { Auth } from "../auth/auth";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { MailDelivery } from "../platform/email/delivery";
import type { Logger } from "../platform/logger";
import type { NotificationHub } from "../platform/notification-hub";
import type { FileStorage } from "../platform/storage/file-storage";

/** What every procedure receives; the procedure bases add the signed-in caller. */
export interface RpcContext extends ResponseHeadersPluginContext {
  db: Db;
  config: Config;
  logger: Logger;
  auth: Auth;
  storage: FileStorage;
  mail: MailDelivery;
  /** This server's listener, which live notification streams subscribe to. */
  notificationHub: NotificationHub;
  headers: Headers;
  /** How the request came: the web app's oRPC at /rpc, or the REST API at /api/v1 (where API keys work). */
  transport: "rpc" | "rest";
  /** The client's address; undefined when it cannot be known (then no per-address limit applies). */
  clientIp: string | undefined;
  /**
   * Asked with HEAD: the procedure answers as for GET, the body is dropped, and nothing that only reading the
   * content should cause happens (a download's audit entry).
   */
  headOnly: boolean;
}
