import { SearchIcon } from "lucide-react";
import { useFittingPlaceholder } from "../../lib/hooks/use-fitting-placeholder";
import { cn } from "../../lib/style/cn";
import { Input } from "../ui/input";
import { Label } from "../ui/label";

/**
 * A search box that filters as the user types. The label is for screen readers only: the magnifier and the
 * placeholder say what it is to sighted users. Where the placeholder would be cut off (a phone), the field
 * shows `shortPlaceholder` instead.
 */
export function SearchField({
  id,
  label,
  placeholder,
  shortPlaceholder = "Search...",
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  shortPlaceholder?: string;
  value: string;
  onChange(value: string): void;
  className?: string;
}) {
  const fitting = useFittingPlaceholder(placeholder, shortPlaceholder);
  return (
    <div className={cn("relative", className)}>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        ref={fitting.ref}
        type="search"
        placeholder={fitting.placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
