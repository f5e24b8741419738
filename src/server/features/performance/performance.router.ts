import { featureRouter } from "#server/rpc/feature-router";
import { partnerProcedure, permissionProcedure } from "#server/rpc/procedures";
import {
  myPerformanceInput,
  myPerformanceOutput,
  performanceRankingInput,
  performanceRankingOutput,
} from "#shared/contracts/performance";
import { getPartnerPerformance } from "./get-partner-performance";
import { listPerformanceRanking } from "./list-performance-ranking";

const PERFORMANCE_TAG = {
  name: "Performance",
  description: "A partner's figures over time and the partner ranking.",
};

/**
 * Performance Tracking (docs/product/deals.md#performance-tracking): a partner reads its own figures; whoever
 * may see every partner's deals (manage_partners) reads the ranking of all partners.
 */
export const performanceRouter = featureRouter(PERFORMANCE_TAG, {
  mine: partnerProcedure
    .route({
      method: "GET",
      path: "/performance/mine",
      summary: "The signed-in partner's deals by status and month, win rate and commission over a period",
    })
    .input(myPerformanceInput)
    .output(myPerformanceOutput)
    .handler(({ input, context }) => getPartnerPerformance(context.db, context.scope, input)),

  ranking: permissionProcedure("manage_partners")
    .route({
      method: "GET",
      path: "/performance/ranking",
      summary: "Every partner ranked by deals won, value won or commission earned over a period, one page",
    })
    .input(performanceRankingInput)
    .output(performanceRankingOutput)
    .handler(({ input, context }) => listPerformanceRanking(context.db, input)),
});
