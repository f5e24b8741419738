import { PlusIcon } from "lucide-react";
import { type ComponentProps, type ReactNode, type Ref, useState } from "react";
import type { ZodType } from "zod";
import type { FieldControlProps } from "#web/components/forms/form-field";
import { RemovableChip } from "#web/components/forms/removable-chip";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";

/**
 * A list of short values (addresses, domains) typed one at a time: Enter or `Add` checks the typed value with
 * `schema` and adds it, each value is a chip with its remove button. A value already listed is not added twice;
 * a refused one is said under the input until it changes.
 */
export function ChipsInput({
  control,
  values,
  onChange,
  schema,
  noun,
  listLabel,
  empty,
  disabled,
  inputProps,
  ref,
}: {
  control: FieldControlProps;
  values: readonly string[];
  onChange(values: string[]): void;
  /** Checks and normalises one typed value; its first issue is what the person reads. */
  schema: ZodType<string>;
  /** What a value is, for the buttons: `address` makes `Add address` and `Remove …`. */
  noun: string;
  listLabel: string;
  /** Shown instead of the list while it is empty. */
  empty?: ReactNode;
  disabled: boolean;
  inputProps?: Pick<ComponentProps<typeof Input>, "type" | "inputMode" | "spellCheck" | "placeholder">;
  ref?: Ref<HTMLInputElement>;
}) {
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string>();
  const problemId = `${control.id}-typed-error`;

  const add = () => {
    const parsed = schema.safeParse(typed);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    setTyped("");
    if (!values.includes(parsed.data)) onChange([...values, parsed.data]);
  };

  return (
    <div className="grid gap-2">
      {values.length > 0 ? (
        <ul aria-label={listLabel} className="flex flex-wrap gap-2">
          {values.map((shown) => (
            <RemovableChip
              key={shown}
              label={shown}
              removeLabel={`Remove ${shown}`}
              disabled={disabled}
              onRemove={() => onChange(values.filter((kept) => kept !== shown))}
            />
          ))}
        </ul>
      ) : (
        empty
      )}
      <div className="flex gap-2">
        <Input
          {...control}
          {...inputProps}
          ref={ref}
          autoComplete="off"
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
            // Enter adds the value; it must not send the form.
            event.preventDefault();
            add();
          }}
        />
        <Button
          type="button"
          variant="outline"
          aria-label={`Add ${noun}`}
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
