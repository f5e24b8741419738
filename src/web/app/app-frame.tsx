import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "../components/ui/toaster";
import { sessionQueryOptions } from "../features/me/api/get-session";
import { PreferencesSync } from "../features/settings/preferences-sync";
import { queryConfig } from "../lib/react-query";
import { AuthProvider } from "./auth/auth-provider";
import { AuthorizationProvider } from "./auth/authorization-provider";
import { sessionAwareCaches } from "./auth/session-expiry";
import { SearchLauncher } from "./search/search-launcher";

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
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AuthorizationProvider>
          {children}
          <SearchLauncher />
          <PreferencesSync />
        </AuthorizationProvider>
      </AuthProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
