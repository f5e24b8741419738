import { ArrowLeftIcon, CloudOffIcon, RotateCwIcon, TriangleAlertIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useRouteError } from "react-router";
import { MessageCard } from "#web/components/page/message-card";
import { Button } from "#web/components/ui/button";
import { cn } from "#web/lib/style/cn";
import { isChunkLoadError, reloadOnceForNewVersion } from "./chunk-reload";
import { hostKind } from "./host-kind";
import { PageLoading } from "./page-loading";
import { PARTNER_PATHS, paths } from "./paths";

const sessionStore = () => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/** The dashboard of whoever is on this host: the staff dashboard, or the partner dashboard on a partner host. */
const DASHBOARD = hostKind === "partner" ? PARTNER_PATHS.partner.dashboard : paths.home;

/**
 * What a route shows when its screen cannot be loaded or fails while drawing, in the app's own look
 * (docs/product/shell-and-navigation.md#when-a-screen-fails). Inside the shell it takes the screen's place, so
 * the sidebar and top bar stay; a part of the app missing after a deploy reloads the page once by itself.
 */
export function RouteError({ inShell = false }: { inShell?: boolean }) {
  const error = useRouteError();
  const missingPart = isChunkLoadError(error);
  // Decided once the element is on screen (never while drawing, which React may repeat): reload, or explain.
  const [reloading, setReloading] = useState(missingPart);

  useEffect(() => {
    if (missingPart) setReloading(reloadOnceForNewVersion(sessionStore(), reload));
    else console.error("A screen failed:", error);
  }, [error, missingPart]);

  if (reloading) return <PageLoading />;
  return (
    <div
      className={cn(
        "flex justify-center",
        inShell ? "py-8 sm:py-16" : "min-h-svh items-center bg-background px-4 py-8",
      )}
    >
      <MessageCard
        icon={missingPart ? <CloudOffIcon /> : <TriangleAlertIcon />}
        tone="neutral"
        title={missingPart ? "This page could not be loaded" : "Something went wrong"}
        description={
          missingPart
            ? "The portal may have just been updated, or the connection dropped. Please try again."
            : "This page ran into a problem and could not be shown. Please try again, or go back to the dashboard."
        }
      >
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={reload}>
            <RotateCwIcon aria-hidden="true" />
            Try again
          </Button>
          <Button asChild variant="outline">
            <Link to={DASHBOARD} reloadDocument>
              <ArrowLeftIcon aria-hidden="true" />
              Back to Dashboard
            </Link>
          </Button>
        </div>
      </MessageCard>
    </div>
  );
}

function reload() {
  window.location.reload();
}
