import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { Toaster } from "../components/ui/toaster";
import { createQueryCache } from "../lib/queries/react-query";

/**
 * Renders a screen under test with its own query client (a failed query is not retried; a list's failed load is
 * toasted, as in the app) and a Toaster, and returns with the render's queries `user`, which acts as a person
 * does (user-event: pointer, then focus, then keys), instead of firing single DOM events. `at` puts the screen
 * in a router at that address, for screens that keep their view in it (a paged or filtered list) and are not
 * given a router of their own.
 */
export function renderWithQueryClient(ui: ReactNode, { at }: { at?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false } },
    queryCache: createQueryCache(),
  });
  // No pause between keys: the tests run on two busy cores.
  const user = userEvent.setup({ delay: null });
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      {at === undefined ? ui : <MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>}
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...rendered, user, queryClient };
}
