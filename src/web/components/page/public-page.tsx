import type { ReactNode } from "react";
import { HOST_PAGES } from "#shared/host-pages";
import { useHydrated } from "../../lib/hooks/use-hydrated";
import { cn } from "../../lib/style/cn";
import { BrandMark } from "./brand-mark";

/** The frame of the pages seen before signing in: the portal's name on top, the content below. */
export function PublicPage({
  children,
  className,
  portal = "partner",
}: {
  children: ReactNode;
  className?: string;
  /** Whose page it is; the partner screens say Partner Portal on either host. */
  portal?: keyof typeof HOST_PAGES;
}) {
  // Markup painted before the app has hydrated it would drop a click or a key (the app is not listening yet):
  // until then it is inert, and a tap waits for a control that answers.
  const hydrated = useHydrated();
  return (
    <div className="flex min-h-screen flex-col" inert={!hydrated}>
      <header className="border-b bg-card">
        <div className="mx-auto flex h-14 max-w-5xl items-center gap-2 px-4 sm:px-6">
          <BrandMark />
          <span className="font-semibold text-foreground">{HOST_PAGES[portal].title}</span>
        </div>
      </header>
      <main
        className={cn("mx-auto flex w-full max-w-5xl flex-1 flex-col px-4 py-8 sm:px-6 sm:py-12", className)}
      >
        {children}
      </main>
    </div>
  );
}
