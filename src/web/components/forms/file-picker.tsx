import type { ChangeEvent, ReactNode, Ref } from "react";
import { cn } from "../../lib/style/cn";

/**
 * A file input drawn as a dashed area to click (or reach by keyboard). The native input is hidden, since its
 * "No file chosen" would contradict the files the form lists, and emptied after each pick so that picking the
 * same file again (after removing it) is a pick too. Renders the input and its label side by side.
 */
export function FilePicker({
  id,
  accept,
  multiple = false,
  disabled,
  invalid = false,
  describedBy,
  onPick,
  ref,
  className,
  children,
}: {
  id: string;
  accept: string;
  multiple?: boolean;
  disabled: boolean;
  invalid?: boolean;
  describedBy: string;
  onPick(files: File[]): void;
  ref?: Ref<HTMLInputElement>;
  /** The label's own layout: a row, or a column with a second line. */
  className: string;
  /** What the label shows: an icon and the action's words. */
  children: ReactNode;
}) {
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = "";
    onPick(files);
  };
  return (
    <>
      <input
        ref={ref}
        id={id}
        type="file"
        multiple={multiple}
        accept={accept}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={pick}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={cn(
          "cursor-pointer rounded-lg border-2 border-dashed border-input px-4 text-center transition-colors hover:bg-secondary/60 peer-focus-visible:border-ring peer-focus-visible:ring-2 peer-focus-visible:ring-ring/40 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 peer-aria-invalid:border-destructive",
          className,
        )}
      >
        {children}
      </label>
    </>
  );
}
