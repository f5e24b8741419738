import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { routesFor } from "./routes";

const ROUTES = routesFor("internal");

/** The route an address renders its screen from: the deepest match that loads code. */
function screenRouteOf(pathname: string) {
  const matches = matchRoutes(ROUTES, pathname) ?? [];
  return matches.findLast((match) => match.route.lazy !== undefined)?.route;
}

const MODULES = {
  "Customer Success": [
    "/customer-success",
    "/customer-success/health",
    "/customer-success/onboarding",
    "/customer-success/tickets",
  ],
  Learning: ["/lms", "/lms/my-learning", "/lms/certifications"],
  "Business Intelligence": [
    "/business-intelligence",
    "/business-intelligence/reports",
    "/business-intelligence/analytics",
    "/business-intelligence/scheduled",
  ],
  "Admin Settings": [
    "/admin",
    "/admin/users",
    "/admin/departments",
    "/admin/integrations",
    "/admin/system",
    "/admin/audit-log",
  ],
};

describe("the staff modules' routes", () => {
  it.each(Object.entries(MODULES))("serve every %s address from the module's one screen", (_, addresses) => {
    const [first, ...others] = addresses.map(screenRouteOf);
    expect(first?.path).toBe(addresses[0]);
    for (const route of others) expect(route).toBe(first);
  });

  it.each([
    "/customer-success/unknown",
    "/business-intelligence/unknown",
    "/lms/courses/12/unknown",
    "/admin/unknown",
  ])("leave %s to the not-found page", (pathname) => {
    expect(screenRouteOf(pathname)?.path).toBe("*");
  });
});

describe("the partner host's routes", () => {
  const PARTNER_ROUTES = routesFor("partner");
  const routeOf = (pathname: string) => (matchRoutes(PARTNER_ROUTES, pathname) ?? []).at(-1)?.route;

  it.each(["/partner-portal", "/partner-portal/submit-deal", "/lms", "/lms/courses/12"])(
    "lead %s, an internal-host address a partner may meet, to a partner screen instead of the not-found page",
    (pathname) => {
      const route = routeOf(pathname);
      expect(route?.path).not.toBe("*");
      expect(route?.element).toBeDefined();
    },
  );

  it("leave an unknown address to the not-found page", () => {
    expect(routeOf("/admin")?.path).toBe("*");
  });
});
