import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { Toaster } from "../components/ui/toaster";
import { AuthProvider } from "./auth/auth-provider";
import { AuthorizationProvider } from "./auth/authorization-provider";
import { router } from "./router";

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AuthorizationProvider>
          <RouterProvider router={router} />
        </AuthorizationProvider>
      </AuthProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
