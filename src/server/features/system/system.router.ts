import { featureRouter } from "#server/rpc/feature-router";
import { publicProcedure } from "#server/rpc/procedures";
import { systemInfoOutput } from "#shared/contracts/system";
import { getSystemInfo } from "./get-system-info";

const SYSTEM_TAG = { name: "System", description: "The portal's version and health." };

export const systemRouter = featureRouter(SYSTEM_TAG, {
  info: publicProcedure
    .route({
      method: "GET",
      path: "/system/info",
      summary: "Product name, server version and server time",
    })
    .output(systemInfoOutput)
    .handler(() => getSystemInfo()),
});
