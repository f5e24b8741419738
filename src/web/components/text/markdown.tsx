import type { ComponentProps } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import { cn } from "../../lib/style/cn";

const SAFE_LINK = /^(https?:|mailto:)/i;

/** Only web and mail links survive; anything else (javascript:, data:, relative paths) is dropped. */
function linkTarget(url: string): string {
  return SAFE_LINK.test(url.trim()) ? url.trim() : "";
}

const COMPONENTS: Components = {
  a: ({ href, children }) =>
    href ? (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="font-medium text-primary underline underline-offset-2"
      >
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  // An image would be fetched from wherever its author pointed: its description is shown instead.
  img: ({ alt }) => (alt ? <span className="text-muted-foreground italic">[{alt}]</span> : null),
  h1: ({ children }) => <h3 className="mt-4 text-lg font-semibold first:mt-0">{children}</h3>,
  h2: ({ children }) => <h4 className="mt-4 font-semibold first:mt-0">{children}</h4>,
  h3: ({ children }) => <h5 className="mt-3 font-semibold first:mt-0">{children}</h5>,
  ul: ({ children }) => <ul className="list-disc space-y-1 pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="list-decimal space-y-1 pl-6">{children}</ol>,
  blockquote: ({ children }) => (
    <blockquote className="border-l-4 pl-4 text-muted-foreground">{children}</blockquote>
  ),
  code: ({ children }) => <code className="rounded bg-muted px-1 py-0.5 font-mono text-sm">{children}</code>,
  pre: ({ children }) => (
    <pre className="overflow-x-auto rounded-lg bg-muted p-3 [&_code]:bg-transparent [&_code]:p-0">
      {children}
    </pre>
  ),
};

/**
 * Text written by course authors, shown as Markdown without trusting it: raw HTML is never rendered (there is
 * no rehype-raw), links open in a new tab without passing on this page, and images are not loaded.
 */
export function Markdown({
  children,
  className,
}: { children: string } & Pick<ComponentProps<"div">, "className">) {
  return (
    <div className={cn("space-y-3 text-sm leading-relaxed break-words", className)}>
      <ReactMarkdown skipHtml components={COMPONENTS} urlTransform={linkTarget}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
