import { useEffect, useRef } from "react";
import { useLocation, useSearchParams } from "react-router";

/**
 * Opens a tab named in the address's query (`?tab=deals`) as one step of the history; the query is replaced
 * whole, so the tab left keeps its list's view in the entry Back returns to. The router changes the address in a
 * transition, so until it has, Radix Tabs still show the old tab and ask again for the chosen one (the press,
 * then the focus it brings): that second ask adds no second entry.
 */
export function useOpenSearchTab(): (query: Record<string, string>) => void {
  const [, setSearchParams] = useSearchParams();
  const { key } = useLocation();
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (key) asked.current = null;
  }, [key]);
  return (query) => {
    const to = new URLSearchParams(query).toString();
    if (asked.current === to) return;
    asked.current = to;
    setSearchParams(query);
  };
}
