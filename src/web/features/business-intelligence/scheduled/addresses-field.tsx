import { PlusIcon, XIcon } from "lucide-react";
import { type Ref, useState } from "react";
import { emailAddress } from "#shared/contracts/text";
import type { FieldControlProps } from "#web/components/forms/form-field";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";

const address = emailAddress("Recipient address", { required: true });

/**
 * The e-mail addresses a schedule is mailed to besides people: typed one at a time (Enter or Add adds it) and
 * shown as chips with their remove buttons. Whether its domain is allowed is the server's to say.
 */
export function AddressesField({
  control,
  addresses,
  onChange,
  disabled,
  ref,
}: {
  control: FieldControlProps;
  addresses: readonly string[];
  onChange(addresses: string[]): void;
  disabled: boolean;
  ref?: Ref<HTMLInputElement>;
}) {
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string>();
  const problemId = `${control.id}-typed-error`;

  const add = () => {
    const parsed = address.safeParse(typed);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    setTyped("");
    if (!addresses.includes(parsed.data)) onChange([...addresses, parsed.data]);
  };

  return (
    <div className="grid gap-2">
      {addresses.length > 0 ? (
        <ul aria-label="Addresses receiving it" className="flex flex-wrap gap-2">
          {addresses.map((shown) => (
            <li
              key={shown}
              className="flex items-center gap-1 rounded-full border bg-muted py-0.5 pr-0.5 pl-3 text-sm"
            >
              <span className="max-w-56 truncate" title={shown}>
                {shown}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-6 rounded-full"
                aria-label={`Remove ${shown}`}
                disabled={disabled}
                onClick={() => onChange(addresses.filter((kept) => kept !== shown))}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <Input
          {...control}
          ref={ref}
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="name@example.com"
          value={typed}
          disabled={disabled}
          aria-invalid={problem || control["aria-invalid"] ? true : undefined}
          aria-describedby={
            [control["aria-describedby"], problem ? problemId : undefined].filter(Boolean).join(" ") ||
            undefined
          }
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            // Enter adds the address; it must not send the form.
            event.preventDefault();
            add();
          }}
        />
        <Button
          type="button"
          variant="outline"
          aria-label="Add address"
          disabled={disabled || typed.trim() === ""}
          onClick={add}
        >
          <PlusIcon aria-hidden="true" />
          Add
        </Button>
      </div>
      {problem ? (
        <p id={problemId} className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
