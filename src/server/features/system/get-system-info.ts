import { readFileSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "#server/project-root";
import type { SystemInfo } from "#shared/contracts/system";

const packageJson = JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")) as {
  version: string;
};

export function getSystemInfo(now: Date = new Date()): SystemInfo {
  return {
    name: "Partner Portal",
    version: packageJson.version,
    apiVersion: "v1",
    serverTime: now.toISOString(),
  };
}
