import { FileTextIcon } from "lucide-react";
import type { ReactNode } from "react";
import { formatFileSizeKb } from "#shared/format";
import { cn } from "#web/lib/style/cn";

/**
 * A document in a list: its name (cut short, whole in the tooltip) and size, with an action such as Download
 * or Remove at the end.
 */
export function DocumentRow({
  name,
  size,
  className,
  children,
}: {
  name: string;
  /** In bytes. */
  size: number;
  className?: string;
  /** The action; its label should name the document, since every row has one. */
  children: ReactNode;
}) {
  return (
    <li className={cn("flex items-center gap-3 rounded-md border px-3 py-2", className)}>
      <FileTextIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <span className="min-w-0 flex-1">
        <span title={name} className="block truncate text-sm font-medium">
          {name}
        </span>
        <span className="block text-xs text-muted-foreground">{formatFileSizeKb(size)}</span>
      </span>
      {children}
    </li>
  );
}
