import { createHash } from "node:crypto";
import type { agreementVersions } from "../schema";
import type { DemoContext, Fixed } from "./context";

const BODY = `## 1. Who this agreement is between

This agreement is between the programme's operator and the partner company named in the signature block. It
takes effect when a partner admin signs it for the company.

## 2. Registering deals

- Register every opportunity in the portal before quoting the customer.
- A registration approved by the programme protects its customer for the period the programme sets.
- Registrations that are not closed within their term expire and free the customer for others.

## 3. Commission

Commission is paid on deals closed won, at the rate of the partner's tier on the day the deal closes, once the
customer has paid. A co-sold deal pays each partner its agreed share.

## 4. Conduct

1. Describe the products truthfully and quote only current prices.
2. Keep customer data confidential and use it only for the registered opportunity.
3. Tell the programme at once about any conflict of interest.

## 5. Ending the agreement

Either party may end this agreement with 30 days' written notice. Commission earned before the end is still paid.`;

/** The programme agreement's first version, for every partner, published shortly before the demo's "now". */
export function demoAgreementVersions(context: DemoContext): Fixed<typeof agreementVersions>[] {
  return [
    {
      id: "d3a9a5c0-6a61-4f7e-9f0e-4b1d2f8a0001",
      number: 1,
      title: "Partner Programme Agreement",
      body: BODY,
      textSha256: createHash("sha256").update(BODY, "utf8").digest("hex"),
      businessType: null,
      // Demo partners were approved months earlier: they have this long to sign, and register deals meanwhile.
      graceDays: 30,
      publishedAt: context.daysAgo(5),
      publishedBy: context.adminId,
    },
  ];
}
