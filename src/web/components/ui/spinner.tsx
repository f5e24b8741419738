import { LoaderCircleIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "#web/lib/style/cn";

export function Spinner({
  className,
  label = "Loading",
  ...props
}: ComponentProps<"svg"> & { label?: string }) {
  return (
    <LoaderCircleIcon
      role="status"
      aria-label={label}
      className={cn("size-5 animate-spin", className)}
      {...props}
    />
  );
}
