import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { sessionQueryOptions } from "../features/me/api/get-session";
import { PreferencesSync } from "../features/settings/preferences-sync";
import { queryConfig } from "../lib/react-query";
import { useHydrated } from "../lib/use-hydrated";
import { useAuth } from "./auth/auth-context";
import { AuthProvider } from "./auth/auth-provider";
import { AuthorizationProvider } from "./auth/authorization-provider";
import { sessionAwareCaches } from "./auth/session-expiry";

// Loaded once the page is drawn (or hydrated): sonner is no part of the JavaScript a public page waits for.
const Toaster = lazy(() => import("../components/ui/toaster").then(({ Toaster }) => ({ default: Toaster })));

// Only a signed-in person searches: the launcher loads once someone is, not with a public page.
const SearchLauncher = lazy(() =>
  import("./search/search-launcher").then(({ SearchLauncher }) => ({ default: SearchLauncher })),
);

function SearchWhenSignedIn() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <SearchLauncher />
    </Suspense>
  );
}

export function createAppQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: queryConfig,
    ...sessionAwareCaches(() => queryClient),
  });
  return queryClient;
}

/**
 * Records that this browser is signed out without asking the server: true of a prerendered page, which the server
 * sends only to a browser holding no session cookie (decision 0032).
 */
export function knownSignedOut(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionQueryOptions().queryKey, { user: null });
}

/** Everything around the router: the same in the browser and in the build's rendering of the public pages. */
export function AppFrame({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AuthorizationProvider>
          {children}
          <SearchWhenSignedIn />
          <PreferencesSync />
        </AuthorizationProvider>
      </AuthProvider>
      {hydrated && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
