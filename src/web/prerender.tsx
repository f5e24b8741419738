import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { ASKED_CODE_SLOT, CERTIFICATE_SLOTS } from "#shared/verification-code";
import { AppFrame, createAppQueryClient, knownSignedOut } from "./app/app-frame";
import { type HostKind, hostKind } from "./app/host-kind";
import { routesFor } from "./app/routes";
import { verifyCertificateQueryOptions } from "./features/learning/api/verify-certificate";

const VERIFY_SCREEN = "src/web/features/learning/verify/verify-certificate-page.tsx";

/**
 * /verify/:code draws the same for every well-formed code until the server answers about it ("Checking the
 * certificate…"), so it is rendered once, at a code of that form, and sent for a code the server cannot answer for
 * at once, the address being over its limit (src/server/platform/http/spa.ts, decision 0037).
 */
export const VERIFY_PATTERN = "/verify/:code";
/**
 * "Certificate not found", for a code that cannot be one or that no certificate has, rendered at a slot the server
 * fills with the code asked for.
 */
export const VERIFY_NOT_FOUND = "/verify/:code/not-found";
/** A certificate, drawn with slots (CERTIFICATE_SLOTS) the server fills with the one it found for the code. */
export const VERIFY_VALID = "/verify/:code/valid";

const SOME_CODE = "A".repeat(26);
const ADDRESSES: Record<string, string> = {
  [VERIFY_PATTERN]: `/verify/${SOME_CODE}`,
  [VERIFY_NOT_FOUND]: `/verify/${ASKED_CODE_SLOT}`,
  [VERIFY_VALID]: `/verify/${SOME_CODE}`,
};

// The build renders these pages' markup into their HTML (decision 0032): the pages a partner or a member of staff
// meets first, signed out, often on a phone. `screen` is the lazy module that draws the page, preloaded beside it.
export const PUBLIC_PAGES: { kind: HostKind; path: string; screen: string }[] = [
  { kind: "internal", path: "/login", screen: "src/web/features/staff-auth/staff-login-page.tsx" },
  {
    kind: "internal",
    path: "/partner/login",
    screen: "src/web/features/partner-auth/login/partner-login-page.tsx",
  },
  { kind: "internal", path: "/apply", screen: "src/web/features/applications/apply/apply-page.tsx" },
  { kind: "internal", path: "/partner/apply", screen: "src/web/features/applications/apply/apply-page.tsx" },
  { kind: "internal", path: "/status", screen: "src/web/features/applications/status/status-page.tsx" },
  { kind: "partner", path: "/login", screen: "src/web/features/partner-auth/login/partner-login-page.tsx" },
  {
    kind: "partner",
    path: "/partner/login",
    screen: "src/web/features/partner-auth/login/partner-login-page.tsx",
  },
  { kind: "partner", path: "/apply", screen: "src/web/features/applications/apply/apply-page.tsx" },
  { kind: "partner", path: "/status", screen: "src/web/features/applications/status/status-page.tsx" },
  { kind: "internal", path: VERIFY_PATTERN, screen: VERIFY_SCREEN },
  { kind: "partner", path: VERIFY_PATTERN, screen: VERIFY_SCREEN },
  { kind: "internal", path: VERIFY_NOT_FOUND, screen: VERIFY_SCREEN },
  { kind: "partner", path: VERIFY_NOT_FOUND, screen: VERIFY_SCREEN },
  { kind: "internal", path: VERIFY_VALID, screen: VERIFY_SCREEN },
  { kind: "partner", path: VERIFY_VALID, screen: VERIFY_SCREEN },
];

/** The host kind this process renders, chosen by PORTAL_HOST_KIND (src/web/app/host-kind.ts). */
export const renderedKind: HostKind = hostKind;

/** The markup of the app at `path` for a signed-out browser, as the browser's first render draws it. */
export async function renderPage(path: string): Promise<string> {
  const address = ADDRESSES[path] ?? path;
  const handler = createStaticHandler(routesFor(hostKind));
  const context = await handler.query(new Request(new URL(address, "http://localhost")));
  if (context instanceof Response) throw new Error(`${path} answers a redirect, not a page`);
  if (context.statusCode !== 200) throw new Error(`${path} answers ${context.statusCode}, not a page`);
  const queryClient = createAppQueryClient();
  knownSignedOut(queryClient);
  if (path === VERIFY_VALID)
    queryClient.setQueryData(verifyCertificateQueryOptions(SOME_CODE).queryKey, {
      valid: true,
      ...CERTIFICATE_SLOTS,
    });
  return renderToString(
    <StrictMode>
      <AppFrame queryClient={queryClient}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppFrame>
    </StrictMode>,
  );
}
