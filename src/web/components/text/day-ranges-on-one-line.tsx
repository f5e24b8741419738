import { Fragment } from "react";

/** Phrases a line must not break inside: a range of days breaks after its hyphen ("3-" / "5 business days"). */
const UNBROKEN = /(\d+-\d+ business days)/;

/**
 * Text with its unbreakable phrases kept on one line (docs/product/shell-and-navigation.md#tabs-and-narrow-screens);
 * the words stay exactly as given.
 */
export function DayRangesOnOneLine({ text }: { text: string }) {
  return text.split(UNBROKEN).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
