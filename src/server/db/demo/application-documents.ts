import type { ApplicationDocument } from "../schema/partners";
import { demoDocx } from "./files/docx";
import { MEDIA_TYPES } from "./files/media-types";
import { demoPdf } from "./files/pdf";
import { demoPng } from "./files/png";
import { DEMO_PARTNER_IDS } from "./ids";

/** A file the demo rows point at, which the seed writes to storage. */
export interface DemoFile {
  /** Storage key in the file's bucket. */
  path: string;
  type: string;
  bytes: Uint8Array;
}

const key = (partner: keyof typeof DEMO_PARTNER_IDS, name: string) =>
  `applications/${DEMO_PARTNER_IDS[partner]}/${name}`;

/**
 * The demo applications' documents: small but real files built in code (the repository holds no binary
 * fixtures), so an administrator's first download in a fresh install opens a document rather than a 404.
 */
export const DEMO_DOCUMENT_FILES = {
  acmeLicence: {
    path: key("acme", "business-license.pdf"),
    type: MEDIA_TYPES.pdf,
    bytes: demoPdf("Business licence", [
      "Acme Solutions, 100 Harbor Way, San Francisco, CA",
      "Licence number CA-BL-2013-448812, issued 2013, renewed yearly.",
      "Demo document of the Partner Portal's sample data.",
    ]),
  },
  acmeProfile: {
    path: key("acme", "company-profile.docx"),
    type: MEDIA_TYPES.docx,
    bytes: demoDocx("Company profile: Acme Solutions", [
      "Reseller of customer portals to mid-sized manufacturers on the US West Coast since 2013.",
      "51-200 employees, a certified support desk and 20 expected deals a year.",
      "Demo document of the Partner Portal's sample data.",
    ]),
  },
  globexCertifications: {
    path: key("globex", "certifications.pdf"),
    type: MEDIA_TYPES.pdf,
    bytes: demoPdf("Certifications", [
      "Globex Systems holds ISO 9001 and ISO 27001 certificates.",
      "Demo document of the Partner Portal's sample data.",
    ]),
  },
  initechLicence: {
    path: key("initech", "business-license.png"),
    type: MEDIA_TYPES.png,
    bytes: demoPng(600, 360),
  },
  hooliProposal: {
    path: key("hooli", "partnership-proposal.pdf"),
    type: MEDIA_TYPES.pdf,
    bytes: demoPdf("Partnership proposal", [
      "Hooli proposes a technology alliance: joint integrations and co-selling.",
      "Demo document of the Partner Portal's sample data.",
    ]),
  },
} satisfies Record<string, DemoFile>;

/** The application row's entry for one of its documents. */
export function documentRow(file: DemoFile): ApplicationDocument {
  return {
    name: file.path.slice(file.path.lastIndexOf("/") + 1),
    path: file.path,
    type: file.type,
    size: file.bytes.length,
  };
}
