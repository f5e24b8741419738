import { ArrowLeftIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "#web/app/paths";
import { BrandMark } from "#web/components/page/brand-mark";
import { Button } from "#web/components/ui/button";

/**
 * A settings page on the partner side, which has no shell: a header leading back to the dashboard, then the
 * page. Staff see the same pages inside the shell instead.
 */
export function PartnerSettingsFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-svh bg-background">
      <header className="border-b bg-card">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <BrandMark />
          <Button asChild variant="outline">
            <Link to={paths.partner.dashboard}>
              <ArrowLeftIcon aria-hidden="true" />
              Back to Dashboard
            </Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:px-6">{children}</main>
    </div>
  );
}
