import { ArrowLeftIcon, SearchXIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "../ui/button";

/** Where "the way back" from a missing item leads: an address, or an action such as closing a dialog. */
export type WayBack = { label: string } & ({ to: string } | { onClick(): void });

/** The way back as a button: a link to an address, or a plain button for an action. */
export function WayBackButton({ back }: { back: WayBack }) {
  const content = (
    <>
      <ArrowLeftIcon aria-hidden="true" />
      {back.label}
    </>
  );
  return "to" in back ? (
    <Button asChild variant="outline" className="w-fit">
      <Link to={back.to}>{content}</Link>
    </Button>
  ) : (
    <Button type="button" variant="outline" className="w-fit" onClick={back.onClick}>
      {content}
    </Button>
  );
}

/**
 * A screen whose address names an item that does not exist (an unknown or malformed id): says so, with a way
 * back (unless the page around it has one already) and no retry, since asking again cannot find it
 * (docs/product/errors-and-messages.md#not-found). Its title is the page's h1, or an h2 where it stands in a
 * tab under the screen's own h1.
 */
export function NotFoundState({
  title = "Not found",
  description,
  back,
  titleLevel = 1,
}: {
  title?: string;
  description: string;
  back?: WayBack;
  titleLevel?: 1 | 2;
}) {
  const titleId = useId();
  const Title = titleLevel === 1 ? "h1" : "h2";
  return (
    <section
      aria-labelledby={titleId}
      className="grid justify-items-start gap-3 rounded-xl border border-dashed bg-card p-8"
    >
      <SearchXIcon aria-hidden="true" className="size-8 text-muted-foreground" />
      <Title id={titleId} className="text-xl font-semibold">
        {title}
      </Title>
      <p className="text-sm text-muted-foreground">{description}</p>
      {back ? <WayBackButton back={back} /> : null}
    </section>
  );
}
