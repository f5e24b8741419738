import { createRequire } from "node:module";
import type { SystemInfo } from "../../../shared/contracts/system";

const packageJson = createRequire(import.meta.url)("../../../../package.json") as { version: string };

export function getSystemInfo(now: Date = new Date()): SystemInfo {
  return {
    name: "Partner Portal",
    version: packageJson.version,
    apiVersion: "v1",
    serverTime: now.toISOString(),
  };
}
