import { Markdown } from "#web/components/text/markdown";
import { localDate } from "#web/lib/format/local-time";

/**
 * An agreement version as its readers see it: title, number and date, the text rendered from Markdown without
 * running anything in it, in a frame that scrolls by keyboard, and the text's SHA-256.
 */
export function AgreementText({
  version,
}: {
  version: { number: number; title: string; body: string; textSha256: string; publishedAt: Date };
}) {
  return (
    <article aria-labelledby="agreement-title" className="grid min-w-0 gap-3">
      <header className="grid gap-0.5">
        <h3 id="agreement-title" className="text-lg font-semibold">
          {version.title}
        </h3>
        <p className="text-sm text-muted-foreground">
          Version {version.number}, published {localDate(version.publishedAt)}
        </p>
      </header>
      <section
        aria-label={`${version.title}, version ${version.number}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a long text that scrolls must be reachable by keyboard to scroll.
        tabIndex={0}
        className="max-h-[28rem] overflow-y-auto rounded-md border bg-muted/20 p-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Markdown>{version.body}</Markdown>
      </section>
      <p className="text-xs break-all text-muted-foreground">
        SHA-256 of this text: <span className="font-mono">{version.textSha256}</span>
      </p>
    </article>
  );
}
