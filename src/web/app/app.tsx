import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { Toaster } from "../components/ui/toaster";
import { PreferencesSync } from "../features/settings/preferences-sync";
import { queryConfig } from "../lib/react-query";
import { AuthProvider } from "./auth/auth-provider";
import { AuthorizationProvider } from "./auth/authorization-provider";
import { readSessionWhenRefused, sessionAwareCaches } from "./auth/session-expiry";
import { router } from "./router";
import { SearchLauncher } from "./search/search-launcher";

const queryClient: QueryClient = new QueryClient({
  defaultOptions: queryConfig,
  ...sessionAwareCaches(() => queryClient),
});
readSessionWhenRefused(queryClient);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AuthorizationProvider>
          <RouterProvider router={router} />
          <SearchLauncher />
          <PreferencesSync />
        </AuthorizationProvider>
      </AuthProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
