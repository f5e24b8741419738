import { featureRouter } from "#server/rpc/feature-router";
import { authedProcedure } from "#server/rpc/procedures";
import { searchEverywhereInput, searchEverywhereOutput } from "#shared/contracts/search";
import { searchAccessOf } from "./search-access";
import { searchEverywhere } from "./search-everywhere";

const SEARCH_TAG = { name: "Search", description: "One search over partners, deals, resources and courses." };

export const searchRouter = featureRouter(SEARCH_TAG, {
  /** Any signed-in person; what each kind finds is decided per kind by that kind's own rule. */
  everywhere: authedProcedure
    .route({
      method: "GET",
      path: "/search",
      summary: "The best matches of every kind of record the caller may see",
    })
    .input(searchEverywhereInput)
    .output(searchEverywhereOutput)
    .handler(async ({ input, context }) =>
      searchEverywhere(context.db, await searchAccessOf(context, context.caller), input),
    ),
});
