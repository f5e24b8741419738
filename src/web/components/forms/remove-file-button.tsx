import { XIcon } from "lucide-react";
import { Button } from "../ui/button";

/** Takes a picked file off a form before it is sent; its label names the file, as every row has one. */
export function RemoveFileButton({
  name,
  disabled,
  onRemove,
}: {
  name: string;
  disabled: boolean;
  onRemove(): void;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="size-9"
      disabled={disabled}
      aria-label={`Remove ${name}`}
      onClick={onRemove}
    >
      <XIcon aria-hidden="true" />
    </Button>
  );
}
