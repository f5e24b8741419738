import { ChevronsUpDownIcon, LoaderCircleIcon } from "lucide-react";
import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useId, useRef, useState } from "react";
import { cn } from "../../lib/style/cn";
import type { FieldControlProps } from "../forms/form-field";
import { Input } from "../ui/input";
import { Popover, PopoverAnchor, PopoverContent } from "../ui/popover";

/** What the server answered for the search typed last. */
export interface SearchComboboxResults<Option> {
  options: readonly Option[];
  /** No answer yet for any search. */
  pending: boolean;
  /** A search is on its way (the shown options may be the previous search's). */
  fetching: boolean;
  failed: boolean;
  /** The search the options answer, for the "nothing matches" text. */
  search: string;
  /** The most options one answer holds: a full answer means there may be more to search for. */
  limit: number;
}

/**
 * The one searchable chooser: a combobox that searches on the server as one types (there may be thousands of
 * choices). With `nothingLabel` it offers an option for choosing nothing (e.g. "None") first, and leaving the
 * field without choosing keeps the previous choice; without it, typing clears the choice (the only way to
 * choose none). Once the list first opens (`onOpen`), the caller asks the server for the typed text it gets
 * through `onSearchChange` and passes the answer back as `results`. Arrow keys move through the options, Enter
 * chooses, Escape closes the list (ARIA's combobox pattern).
 */
export function SearchCombobox<Option extends { id: string }>({
  control,
  value,
  onChange,
  onSearchChange,
  onOpen,
  results,
  optionLabel,
  optionName = optionLabel,
  optionDetail,
  nothingLabel,
  placeholder = nothingLabel,
  noun,
  listLabel,
  disabled = false,
  onBlur,
  ref,
}: {
  /** The label, hint and error wiring FormField gives its control. */
  control: FieldControlProps;
  value: Option | null;
  onChange(option: Option | null): void;
  onSearchChange(search: string): void;
  /** The list opened: from now on the caller asks for options (none are fetched before anyone looks). */
  onOpen(): void;
  results: SearchComboboxResults<Option>;
  /** The option's name, which the field shows once it is chosen. */
  optionLabel(option: Option): string;
  /** The first line of the option in the list, when shorter than its label. */
  optionName?(option: Option): string;
  /** A second line under the name, e.g. an e-mail address. */
  optionDetail?(option: Option): ReactNode;
  /** The option that chooses nothing, shown in the field as its placeholder; none without it. */
  nothingLabel?: string;
  placeholder?: string;
  /** What is searched, singular and plural, e.g. ["person", "people"]. */
  noun: [string, string];
  listLabel: string;
  disabled?: boolean;
  /** The field was left (a form marks it touched). */
  onBlur?(): void;
  ref?: Ref<HTMLInputElement>;
}) {
  const listId = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState("");
  // Typing replaces the chosen option's name with the search until an option is chosen or the field is left.
  const [typing, setTyping] = useState(false);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // The first entry, if offered, chooses nothing.
  const entries: (Option | null)[] =
    nothingLabel === undefined ? [...results.options] : [null, ...results.options];
  const active = open && activeIndex < entries.length ? activeIndex : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: "nearest" });
  });

  const show = () => {
    setOpen(true);
    onOpen();
  };
  const search = (text: string) => {
    setQuery(text);
    onSearchChange(text);
  };
  const close = () => {
    setOpen(false);
    setTyping(false);
    search("");
  };
  const choose = (option: Option | null) => {
    onChange(option);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      if (!open) {
        show();
        setActiveIndex(step === 1 ? 0 : entries.length - 1);
      } else if (entries.length > 0) setActiveIndex((active + step + entries.length) % entries.length);
    } else if (event.key === "Enter" && open) {
      // Choosing an option must not submit the form.
      event.preventDefault();
      if (active >= 0) choose(entries[active] ?? null);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const [one, many] = noun;
  let status: string | undefined;
  if (results.failed && results.options.length === 0) status = `Could not load the ${many}.`;
  else if (results.pending) status = `Loading ${many}...`;
  else if (results.options.length === 0)
    status = results.search ? `No ${one} matches "${results.search}".` : `No ${many} yet.`;
  else if (results.options.length >= results.limit)
    status = `Showing the first ${results.limit} ${many}. Type to narrow the list.`;

  return (
    // The list floats in a layer of its own, so a dialog's scrolling box does not cut it off.
    <Popover open={open} onOpenChange={(next) => !next && setOpen(false)}>
      <PopoverAnchor asChild>
        <div ref={anchor} className="relative">
          <Input
            {...control}
            ref={ref}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            placeholder={placeholder}
            disabled={disabled}
            value={typing ? query : value ? optionLabel(value) : ""}
            onChange={(event) => {
              search(event.target.value);
              setTyping(true);
              show();
              setActiveIndex(-1);
              if (nothingLabel === undefined && value) onChange(null);
            }}
            onClick={show}
            onKeyDown={onKeyDown}
            onBlur={() => {
              close();
              onBlur?.();
            }}
            className="pr-9"
          />
          <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground">
            {results.fetching ? (
              <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <ChevronsUpDownIcon aria-hidden="true" className="size-4" />
            )}
          </span>
          <p role="status" className="sr-only">
            {open
              ? (status ?? `${results.options.length} ${results.options.length === 1 ? one : many} found.`)
              : ""}
          </p>
        </div>
      </PopoverAnchor>
      {/* biome-ignore lint/a11y/useValidAriaRole: no role at all: only a frame for the listbox, never focused, so not the dialog a popover is by default. */}
      <PopoverContent
        role={undefined}
        align="start"
        className="w-(--radix-popover-trigger-width) overflow-hidden p-0"
        // The focus stays in the input: the options are chosen from there (aria-activedescendant).
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        // A press in the input is the input's own (it keeps the list open); elsewhere it closes the list.
        onInteractOutside={(event) => {
          if (event.target instanceof Node && anchor.current?.contains(event.target)) event.preventDefault();
        }}
      >
        <div id={listId} role="listbox" aria-label={listLabel} className="max-h-60 overflow-y-auto p-1">
          {entries.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys act in the combobox input (aria-activedescendant), as ARIA's combobox pattern has it.
            <div
              key={option?.id ?? ""}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={option ? value?.id === option.id : value === null}
              // Keeps the focus in the input, so choosing does not leave the field first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              onMouseMove={() => setActiveIndex(index)}
              className={cn(
                "cursor-default rounded-sm px-2 py-2 text-sm select-none aria-selected:font-semibold",
                index === active && "bg-accent",
              )}
            >
              {option ? (
                <>
                  <span className="block truncate font-medium">{optionName(option)}</span>
                  {/* The option is named by what it shows (its name, then the second line), as WCAG's label in name asks. */}
                  {optionDetail ? " " : null}
                  {optionDetail ? (
                    <span className="block truncate text-xs text-muted-foreground">
                      {optionDetail(option)}
                    </span>
                  ) : null}
                </>
              ) : (
                <span className="block truncate text-muted-foreground">{nothingLabel}</span>
              )}
            </div>
          ))}
        </div>
        {status ? <p className="border-t px-3 py-2 text-sm text-muted-foreground">{status}</p> : null}
      </PopoverContent>
    </Popover>
  );
}
