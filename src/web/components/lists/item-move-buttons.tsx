import { ArrowDownIcon, ArrowUpIcon, Trash2Icon } from "lucide-react";
import { Button } from "#web/components/ui/button";

/**
 * Move up, move down and remove for one item of an ordered list (a lesson, a question), each named for the item
 * it acts on. Moves past either end are disabled, and so is removing the list's last required item.
 */
export function ItemMoveButtons({
  name,
  index,
  count,
  canRemove,
  disabled,
  onMove,
  onRemove,
}: {
  /** The item as read out, e.g. "lesson 2". */
  name: string;
  index: number;
  count: number;
  canRemove: boolean;
  disabled: boolean;
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
}) {
  return (
    <div className="flex shrink-0 items-center gap-1">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label={`Move ${name} up`}
        disabled={disabled || index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUpIcon aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label={`Move ${name} down`}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDownIcon aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-9 text-destructive hover:text-destructive"
        aria-label={`Remove ${name}`}
        disabled={disabled || !canRemove}
        onClick={() => onRemove(index)}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </div>
  );
}
