import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router";

/**
 * A router at `at` for a hook or screen that keeps its view in the address, and `address()`: the path and query
 * it shows now, e.g. "/deals?page=2".
 */
export function addressWrapper(at = "/") {
  let current = at;
  function Probe() {
    const { pathname, search } = useLocation();
    current = `${pathname}${search}`;
    return null;
  }
  function wrapper({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[at]}>
        {children}
        <Probe />
      </MemoryRouter>
    );
  }
  return { wrapper, address: () => current };
}
