import { ChevronDownIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "#web/lib/style/cn";

/**
 * The browser's own <select>, drawn like SelectTrigger's button: no popup of its own to load or draw, its list
 * the browser's (on a phone the system picker). An option shown while disabled and chosen, a placeholder, is
 * muted.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select
        className={cn(
          "block h-10 w-full appearance-none truncate rounded-md border border-input bg-card py-2 pr-9 pl-3 text-left text-base text-foreground shadow-sm outline-none transition-colors focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/30 has-[option:disabled:checked]:text-muted-foreground sm:text-sm",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
      />
    </div>
  );
}

/**
 * A NativeSelect's options: first the choice of none (`first`), shown until an option is chosen and chosen again
 * only when `firstChosen`, then each option by its label.
 */
export function NativeSelectOptions<Option extends string>({
  first,
  firstChosen = false,
  options,
  optionLabel,
  optionDisabled,
}: {
  first: string | undefined;
  firstChosen?: boolean;
  options: readonly Option[];
  optionLabel(option: Option): string;
  optionDisabled?(option: Option): boolean;
}) {
  return (
    <>
      <option value="" disabled={!firstChosen}>
        {first}
      </option>
      {options.map((option) => (
        <option key={option} value={option} disabled={optionDisabled?.(option)} className="text-foreground">
          {optionLabel(option)}
        </option>
      ))}
    </>
  );
}
