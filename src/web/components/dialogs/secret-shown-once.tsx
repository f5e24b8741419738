import { CheckIcon, CopyIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../ui/dialog";
import { Input } from "../ui/input";
import { Label } from "../ui/label";

/**
 * A secret the server gives only once, in a dialog: read-only and selected on focus, with a Copy button that
 * says when it has copied, and Done.
 */
export function SecretShownOnce({
  title,
  description,
  label,
  copyLabel,
  secret,
  onDone,
}: {
  title: string;
  description: string;
  /** The field's label, e.g. "Your new API key". */
  label: string;
  /** The Copy button's words before copying, e.g. "Copy Key". */
  copyLabel: string;
  secret: string;
  onDone(): void;
}) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle className="break-words">{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          readOnly
          value={secret}
          className="font-mono"
          onFocus={(event) => event.target.select()}
        />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {copied ? "Copied" : copyLabel}
        </Button>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </div>
  );
}
