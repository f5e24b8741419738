import { publicProcedure } from "#server/rpc/procedures";
import { systemInfoOutput } from "#shared/contracts/system";
import { getSystemInfo } from "./get-system-info";

export const systemRouter = {
  info: publicProcedure
    .route({
      method: "GET",
      path: "/system/info",
      summary: "Product name, server version and server time",
      tags: ["System"],
    })
    .output(systemInfoOutput)
    .handler(() => getSystemInfo()),
};
