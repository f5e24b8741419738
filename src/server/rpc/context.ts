import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Logger } from "../platform/logger";

/** What every procedure receives; later layers add the signed-in caller. */
export interface RpcContext {
  db: Db;
  config: Config;
  logger: Logger;
  headers: Headers;
}
