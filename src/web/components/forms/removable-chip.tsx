import { XIcon } from "lucide-react";
import { Button } from "#web/components/ui/button";

/** One chosen value as a chip in a list: its words (the whole of them on hover) and its remove button. */
export function RemovableChip({
  label,
  title = label,
  removeLabel,
  disabled,
  onRemove,
}: {
  label: string;
  title?: string;
  /** The remove button's name: `Remove name@example.com`. */
  removeLabel: string;
  disabled: boolean;
  onRemove(): void;
}) {
  return (
    <li className="flex items-center gap-1 rounded-full border bg-muted py-0.5 pr-0.5 pl-3 text-sm">
      <span className="max-w-56 truncate" title={title}>
        {label}
      </span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-6 rounded-full"
        aria-label={removeLabel}
        disabled={disabled}
        onClick={onRemove}
      >
        <XIcon aria-hidden="true" />
      </Button>
    </li>
  );
}
