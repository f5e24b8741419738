import { ChevronsUpDownIcon, LoaderCircleIcon } from "lucide-react";
import { type KeyboardEvent, type Ref, useEffect, useId, useState } from "react";
import { toast } from "sonner";
import type { ActivePartnerOption } from "../../../../shared/contracts/partners";
import type { FieldControlProps } from "../../../components/form-field";
import { Input } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useActivePartners } from "../api/get-active-partners";

/** How the server pages the chooser's options: a full page means there may be more to search for. */
const PAGE = 50;

export const partnerLabel = (partner: ActivePartnerOption) =>
  `${partner.companyName} (${partner.contactName})`;

/**
 * An administrator's choice of the active partner a deal is for: a combobox that searches the active partners
 * by company or contact name on the server as one types (there may be thousands) and lists them by company
 * name. Arrow keys move through the options, Enter chooses, Escape closes the list.
 */
export function PartnerChooser({
  control,
  value,
  onChange,
  onBlur,
  disabled,
  ref,
}: {
  /** The label, hint and error wiring FormField gives its control. */
  control: FieldControlProps;
  value: ActivePartnerOption | null;
  onChange(partner: ActivePartnerOption | null): void;
  onBlur(): void;
  disabled: boolean;
  ref?: Ref<HTMLInputElement>;
}) {
  const listId = useId();
  const [query, setQuery] = useState("");
  // Typing replaces the chosen partner's label with the search until an option is chosen or the field left.
  const [typing, setTyping] = useState(false);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const search = useDebouncedValue(typing ? query.trim() : "");
  const partners = useActivePartners(search);
  const options = partners.data ?? [];
  const active = open && activeIndex < options.length ? activeIndex : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (partners.errorUpdatedAt > 0) {
      toast.error("Error Loading Partners", { description: "Could not load partner list." });
    }
  }, [partners.errorUpdatedAt]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: "nearest" });
  });

  const choose = (partner: ActivePartnerOption) => {
    onChange(partner);
    setTyping(false);
    setQuery("");
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActiveIndex(event.key === "ArrowDown" ? 0 : options.length - 1);
      } else if (options.length > 0) {
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActiveIndex((active + step + options.length) % options.length);
      }
    } else if (event.key === "Enter" && open) {
      // Choosing an option must not submit the form.
      event.preventDefault();
      const partner = options[active];
      if (partner) choose(partner);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  let status: string | undefined;
  if (partners.isError && options.length === 0) status = "Could not load partner list.";
  else if (partners.isPending) status = "Loading partners...";
  else if (options.length === 0)
    status = search ? `No active partner matches "${search}".` : "No active partners yet.";
  else if (options.length >= PAGE) status = `Showing the first ${PAGE} partners. Type to narrow the list.`;

  return (
    <div className="relative">
      <Input
        {...control}
        ref={ref}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        placeholder="Search partners..."
        disabled={disabled}
        value={typing ? query : value ? partnerLabel(value) : ""}
        onChange={(event) => {
          setQuery(event.target.value);
          setTyping(true);
          setOpen(true);
          setActiveIndex(-1);
          if (value) onChange(null);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setTyping(false);
          setQuery("");
          onBlur();
        }}
        className="pr-9"
      />
      <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground">
        {partners.isFetching ? (
          <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <ChevronsUpDownIcon aria-hidden="true" className="size-4" />
        )}
      </span>
      <div
        hidden={!open}
        className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-md border bg-card text-foreground shadow-md"
      >
        <div
          id={listId}
          role="listbox"
          aria-label="Active partners"
          hidden={options.length === 0}
          className="max-h-64 overflow-y-auto p-1"
        >
          {options.map((partner, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys act in the combobox input (aria-activedescendant), as ARIA's combobox pattern has it.
            <div
              key={partner.id}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={value?.id === partner.id}
              // The name the field shows once chosen; the two lines below read as two words otherwise.
              aria-label={partnerLabel(partner)}
              // Keeps the focus in the input, so choosing does not blur the field first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(partner)}
              onMouseMove={() => setActiveIndex(index)}
              className={cn(
                "cursor-default rounded-sm px-2 py-2 text-sm select-none aria-selected:font-semibold",
                index === active && "bg-accent",
              )}
            >
              <span className="block truncate font-medium">{partner.companyName}</span>
              <span className="block truncate text-xs text-muted-foreground">{partner.contactName}</span>
            </div>
          ))}
        </div>
        {status ? (
          <p className={cn("px-3 py-2 text-sm text-muted-foreground", options.length > 0 && "border-t")}>
            {status}
          </p>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {open ? (status ?? `${options.length} partners found.`) : ""}
      </p>
    </div>
  );
}
