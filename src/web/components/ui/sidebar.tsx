import { PanelLeftIcon } from "lucide-react";
import { Slot } from "radix-ui";
import { type ComponentProps, type ReactNode, useState } from "react";
import { cn } from "#web/lib/style/cn";
import { Button } from "./button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "./sheet";
import { useSidebar } from "./sidebar-context";
import { Tooltip, TooltipContent, TooltipTrigger } from "./tooltip";

/**
 * The sidebar frame: a sticky column on desktop that narrows to icons when collapsed, a sheet from the left on
 * mobile. The title and description name the sheet for assistive technology.
 */
export function Sidebar({
  title,
  description,
  className,
  children,
}: {
  title: string;
  description: string;
  className?: string;
  children: ReactNode;
}) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          side="left"
          data-sidebar="sidebar"
          // 18rem (docs/product/shell-and-navigation.md#sidebar); the sheet is portalled outside the
          // provider, so no width variable reaches it.
          className={cn("w-72 gap-0 p-0 sm:max-w-none", className)}
        >
          <SheetHeader className="sr-only">
            <SheetTitle>{title}</SheetTitle>
            <SheetDescription>{description}</SheetDescription>
          </SheetHeader>
          {children}
        </SheetContent>
      </Sheet>
    );
  }

  // The outer column spans the page's height (for the border and background); the inner one stays in view. A
  // landmark, so everything in it (the brand too, not only the navigation) is in one.
  return (
    <aside
      aria-label={title}
      data-sidebar="sidebar"
      data-state={state}
      data-collapsible={state === "collapsed" ? "icon" : undefined}
      className={cn(
        "group/sidebar hidden w-(--sidebar-width) shrink-0 border-r bg-card transition-[width] duration-200 ease-linear data-[state=collapsed]:w-(--sidebar-width-icon) md:block",
        className,
      )}
    >
      <div className="sticky top-0 flex h-svh flex-col overflow-hidden">{children}</div>
    </aside>
  );
}

/** Collapses or expands the sidebar (opens the sheet on mobile). */
export function SidebarTrigger({ className, ...props }: ComponentProps<typeof Button>) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Toggle Sidebar"
      aria-expanded={isMobile ? openMobile : open}
      className={cn("size-8 sm:size-9", className)}
      onClick={toggleSidebar}
      {...props}
    >
      <PanelLeftIcon aria-hidden="true" />
    </Button>
  );
}

export function SidebarHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-2 p-2", className)} {...props} />;
}

export function SidebarContent({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "flex min-h-0 flex-1 flex-col overflow-auto group-data-[collapsible=icon]/sidebar:overflow-hidden",
        className,
      )}
      {...props}
    />
  );
}

export function SidebarFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-2 border-t p-2", className)} {...props} />;
}

export function SidebarGroup({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex w-full min-w-0 flex-col p-2", className)} {...props} />;
}

/** A group's name; shown only while the sidebar is expanded. */
export function SidebarGroupLabel({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "flex h-8 shrink-0 items-center px-2 text-xs font-medium text-muted-foreground group-data-[collapsible=icon]/sidebar:hidden",
        className,
      )}
      {...props}
    />
  );
}

export function SidebarMenu({ className, ...props }: ComponentProps<"ul">) {
  return <ul className={cn("flex w-full min-w-0 flex-col gap-1", className)} {...props} />;
}

export function SidebarMenuItem({ className, ...props }: ComponentProps<"li">) {
  return <li className={cn("relative", className)} {...props} />;
}

const menuButtonClass =
  "flex h-8 w-full items-center gap-2 overflow-hidden rounded-md p-2 text-left text-sm text-foreground outline-none transition-[width,height,padding] hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring data-[active=true]:bg-primary/10 data-[active=true]:font-semibold data-[active=true]:text-primary group-data-[collapsible=icon]/sidebar:size-8 [&>span:last-child]:truncate [&>svg]:size-4 [&>svg]:shrink-0";

/**
 * One entry of the sidebar; pass asChild with a router Link. While the sidebar is collapsed to icons, the
 * tooltip names the entry.
 */
export function SidebarMenuButton({
  asChild = false,
  isActive = false,
  tooltip,
  className,
  ...props
}: ComponentProps<"button"> & { asChild?: boolean; isActive?: boolean; tooltip: string }) {
  const { state, isMobile } = useSidebar();
  const [hovered, setHovered] = useState(false);
  const Component = asChild ? Slot.Root : "button";
  // Controlled, so an expanded sidebar never opens (or describes the entry with) a redundant tooltip.
  const showTooltip = hovered && state === "collapsed" && !isMobile;
  return (
    <Tooltip open={showTooltip} onOpenChange={setHovered}>
      <TooltipTrigger asChild>
        <Component data-active={isActive} className={cn(menuButtonClass, className)} {...props} />
      </TooltipTrigger>
      <TooltipContent side="right" align="center">
        {tooltip}
      </TooltipContent>
    </Tooltip>
  );
}
