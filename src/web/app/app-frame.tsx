import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { sessionQueryOptions } from "../features/me/api/get-session";
import { queryConfig } from "../lib/queries/react-query";
import { useToasterWanted, wantToaster } from "../lib/toasts/toast";
import { useAuth } from "./auth/auth-context";
import { AuthProvider } from "./auth/auth-provider";
import { AuthorizationProvider } from "./auth/authorization-provider";
import { sessionAwareCaches } from "./auth/session-expiry";
import { SearchLauncher } from "./search/search-launcher";

// Loaded with the first toast, or once someone signs in (whose screens raise toasts through sonner itself):
// sonner is no part of a public page's JavaScript.
const Toaster = lazy(() => import("../components/ui/toaster").then(({ Toaster }) => ({ default: Toaster })));

function ToasterWhenWanted() {
  const { user } = useAuth();
  const signedIn = Boolean(user);
  useEffect(() => {
    if (signedIn) wantToaster();
  }, [signedIn]);
  if (!useToasterWanted()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

// The saved preferences load once someone is signed in, not with a public page. The search launcher is small
// and stays in the entry (its palette loads when opened): loaded later, it missed what was typed into the top
// bar's search box or Ctrl+K pressed right after signing in.
const PreferencesSync = lazy(() =>
  import("../features/settings/preferences-sync").then(({ PreferencesSync }) => ({
    default: PreferencesSync,
  })),
);

function WhenSignedIn() {
  const { user } = useAuth();
  if (!user) return null;
  // The launcher outside the Suspense: inside it, it was not mounted (nor listening) until the preferences'
  // chunk had loaded.
  return (
    <>
      <SearchLauncher />
      <Suspense fallback={null}>
        <PreferencesSync />
      </Suspense>
    </>
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
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AuthorizationProvider>
          {children}
          <WhenSignedIn />
        </AuthorizationProvider>
        <ToasterWhenWanted />
      </AuthProvider>
    </QueryClientProvider>
  );
}
