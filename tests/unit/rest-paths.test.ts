import { describe, expect, it } from "vitest";
import { router } from "#server/router";
import { REST_ROUTES, type RestProcedure, restPath } from "#web/lib/transport/rest-paths";

function serverRoute(procedure: RestProcedure): string | undefined {
  const [feature, name] = procedure.split(".") as [keyof typeof router, string];
  const routed = (router[feature] as Record<string, { "~orpc": { route: { path?: string } } }>)[name];
  return routed?.["~orpc"].route.path;
}

describe("the web app's REST routes", () => {
  it("are the server's routes of the same procedures", () => {
    for (const procedure of Object.keys(REST_ROUTES) as RestProcedure[]) {
      expect(serverRoute(procedure), procedure).toBe(REST_ROUTES[procedure]);
    }
  });

  it("fill in their parameters, encoded, under /api/v1", () => {
    expect(restPath("applications.submit")).toBe("/api/v1/applications");
    expect(restPath("applications.downloadDocument", { id: "a b", index: 2 })).toBe(
      "/api/v1/applications/a%20b/documents/2",
    );
  });
});
