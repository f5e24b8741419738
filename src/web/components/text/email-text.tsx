import { Fragment } from "react";

/**
 * An e-mail address that may wrap only where a reader expects it, after the @ and before a dot, instead of
 * mid-word ("…@tiered.exampl" / "e") on a narrow screen.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <span className="[overflow-wrap:anywhere]">
      {parts.map((part, index) => (
        // Parts of one fixed string: their order never changes.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
