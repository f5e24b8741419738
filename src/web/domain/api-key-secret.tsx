import { CheckIcon, CopyIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#web/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";

/**
 * A key just created, shown whole this once with a Copy button: the portal keeps only its hash
 * (docs/product/api-and-integrations.md#who-manages-keys).
 */
export function ApiKeySecret({ name, secret, onDone }: { name: string; secret: string; onDone(): void }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle className="break-words">{name} is ready</DialogTitle>
        <DialogDescription>
          Copy the key now: this is the only time it is shown. Send it as Authorization: Bearer on /api/v1.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={id}>Your new API key</Label>
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
          {copied ? "Copied" : "Copy Key"}
        </Button>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </div>
  );
}
