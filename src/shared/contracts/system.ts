import { z } from "zod";

export const systemInfoOutput = z.object({
  name: z.string().describe("Product name"),
  version: z.string().describe("Server version (package version)"),
  apiVersion: z.literal("v1"),
  serverTime: z.iso.datetime().describe("Current server time, ISO 8601 UTC"),
});
export type SystemInfo = z.infer<typeof systemInfoOutput>;
