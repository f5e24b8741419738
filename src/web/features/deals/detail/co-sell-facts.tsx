import { Link } from "react-router";
import type { z } from "zod";
import type { dealRegistration } from "#shared/contracts/deals";
import { formatPercent } from "#shared/format";

type CoSell = NonNullable<z.infer<typeof dealRegistration>["coSell"]>;

/**
 * A deal sold together with another partner's for the same customer (docs/product/programme.md#co-selling) and
 * this deal's partner's share of the commission. Staff see the other deal and its partner; a partner is not told
 * who it shares with (the server leaves them out).
 */
export function CoSellFacts({
  coSell,
  partnerCompanyName,
  dealHref,
}: {
  coSell: CoSell;
  /** This deal's partner. */
  partnerCompanyName: string;
  dealHref?: (dealId: string) => string;
}) {
  const share = formatPercent(Number(coSell.share), 2);
  const other = coSell.partnerCompanyName;
  return (
    <div className="grid gap-1">
      <p className="font-medium">Co-selling</p>
      {other === null ? (
        <>
          <p>Co-sold with another partner</p>
          <p>Your share of the commission: {share}</p>
        </>
      ) : (
        <>
          <p className="break-words">
            Co-sold with{" "}
            {coSell.dealId && dealHref ? (
              <Link
                to={dealHref(coSell.dealId)}
                className="font-medium text-primary underline-offset-2 hover:underline"
              >
                {other}
              </Link>
            ) : (
              other
            )}
          </p>
          <p className="break-words">
            {share} of the commission for {partnerCompanyName}
          </p>
        </>
      )}
    </div>
  );
}
