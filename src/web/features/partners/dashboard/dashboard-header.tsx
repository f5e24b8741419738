import { SearchIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { OwnPartner } from "#shared/contracts/partners";
import { BrandMark } from "#web/components/page/brand-mark";
import { Button } from "#web/components/ui/button";
import { TierBadge } from "#web/domain/tier-badge";
import { openSearch } from "#web/lib/address/open-search";
import { PartnerAccountMenu } from "./partner-account-menu";
import { SignOutButton } from "./sign-out-button";

/**
 * The partner's header; `bell` is the notification bell the app passes, shown before the account menu. The
 * company's name is the page's heading on the dashboard; a page with a heading of its own (a course) passes
 * `titled={false}`, so the page keeps one h1.
 */
export function DashboardHeader({
  partner,
  bell,
  titled = true,
}: {
  partner: OwnPartner;
  bell?: ReactNode;
  titled?: boolean;
}) {
  const CompanyName = titled ? "h1" : "p";
  return (
    <header className="border-b bg-card">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <BrandMark />
          <div className="min-w-0">
            <CompanyName className="truncate text-xl font-semibold tracking-tight">
              {partner.companyName}
            </CompanyName>
            <TierBadge tier={partner.tier} />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {/* The search palette, as Ctrl+K opens it (docs/product/shell-and-navigation.md#search). */}
          <Button
            type="button"
            variant="outline"
            onClick={() => openSearch()}
            aria-keyshortcuts="Control+K Meta+K"
          >
            <SearchIcon aria-hidden="true" />
            {/* A phone shows the icon alone, so the bell, the account menu and Sign Out fit on one line. */}
            <span className="sr-only sm:not-sr-only">Search</span>
          </Button>
          {bell}
          <PartnerAccountMenu />
          <SignOutButton />
        </div>
      </div>
    </header>
  );
}
