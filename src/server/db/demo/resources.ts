import type { partnerResources } from "../schema";
import type { DemoContext, Fixed } from "./context";
import { MEDIA_TYPES } from "./files/media-types";
import { demoMp4 } from "./files/mp4";
import { demoPdf } from "./files/pdf";
import { demoPptx } from "./files/pptx";
import { progressFrames } from "./files/progress-frames";
import { demoId } from "./ids";

const NOTE = "Demo file of the Partner Portal's sample data.";

/** A resource's file: its key in the resources bucket, built only when the seed writes it. */
export interface DemoResourceFile {
  key: string;
  type: string;
  build(): Uint8Array;
}

/** Small but real files of each resource's type, so a download opens what the resource says it is. */
export const DEMO_RESOURCE_FILES = {
  salesDeck: {
    key: "partner-sales-deck.pptx",
    type: MEDIA_TYPES.pptx,
    build: () =>
      demoPptx([
        { title: "Partner Sales Deck", lines: ["For first meetings with a prospect.", NOTE] },
        { title: "The problem", lines: ["Customers wait days for answers that sit in scattered systems."] },
        { title: "Product tour", lines: ["One customer portal: cases, documents, billing and status."] },
        { title: "Pricing tiers", lines: ["Starter, Professional and Enterprise editions."] },
        { title: "Customer stories", lines: ["Manufacturers answer most questions in the portal."] },
      ]),
  },
  overviewVideo: {
    key: "platform-overview.mp4",
    type: MEDIA_TYPES.mp4,
    build: () => demoMp4(160, 96, 4, progressFrames(160, 96, 12)),
  },
  pricingGuide: {
    key: "pricing-guide.pdf",
    type: MEDIA_TYPES.pdf,
    build: () =>
      demoPdf("Pricing and Packaging Guide", [
        "List prices, discount bands and what each edition includes.",
        NOTE,
      ]),
  },
  battlecard: {
    key: "competitive-battlecard.pdf",
    type: MEDIA_TYPES.pdf,
    build: () =>
      demoPdf("Competitive Battlecard", [
        "How we compare with the three most common alternatives, and answers to typical objections.",
        NOTE,
      ]),
  },
  playbook: {
    key: "partner-programme-playbook.pptx",
    type: MEDIA_TYPES.pptx,
    build: () =>
      demoPptx([
        {
          title: "Partner Programme Playbook",
          lines: ["Internal guide for staff who manage partners.", NOTE],
        },
        { title: "Tiers", lines: ["Bronze, silver, gold and platinum, reviewed every two quarters."] },
        { title: "Escalation", lines: ["Conflicting deal registrations go to the partner manager."] },
      ]),
  },
} satisfies Record<string, DemoResourceFile>;

/** The columns describing a resource's stored file; its size is that of the bytes the seed writes. */
function storedFile(file: DemoResourceFile) {
  return { fileKey: file.key, fileType: file.type, fileName: file.key, fileSize: file.build().length };
}

/** Sales material: four public resources and one internal draft. */
export function demoResources(context: DemoContext): Fixed<typeof partnerResources>[] {
  return [
    {
      id: demoId("resources", 1),
      title: "Partner Sales Deck",
      description:
        "The pitch deck for first meetings: problem, product tour, pricing tiers and customer stories.",
      ...storedFile(DEMO_RESOURCE_FILES.salesDeck),
      contentType: "deck",
      isPublic: true,
      uploadedBy: context.adminId,
      createdAt: context.daysAgo(60),
    },
    {
      id: demoId("resources", 2),
      title: "Platform Overview Video",
      description: "An eight-minute walkthrough of the customer portal for prospects.",
      ...storedFile(DEMO_RESOURCE_FILES.overviewVideo),
      contentType: "video",
      isPublic: true,
      uploadedBy: context.adminId,
      createdAt: context.daysAgo(45),
    },
    {
      id: demoId("resources", 3),
      title: "Pricing and Packaging Guide",
      description: "List prices, discount bands and what each edition includes.",
      ...storedFile(DEMO_RESOURCE_FILES.pricingGuide),
      contentType: "pdf",
      isPublic: true,
      uploadedBy: context.adminId,
      createdAt: context.daysAgo(30),
    },
    {
      id: demoId("resources", 4),
      title: "Competitive Battlecard",
      description:
        "How we compare with the three most common alternatives, with answers to typical objections.",
      ...storedFile(DEMO_RESOURCE_FILES.battlecard),
      contentType: "pdf",
      isPublic: true,
      uploadedBy: context.adminId,
      createdAt: context.daysAgo(10),
    },
    {
      id: demoId("resources", 5),
      title: "Partner Programme Playbook (internal)",
      description: "Internal guide for staff who manage partners: tiers, reviews and escalation.",
      ...storedFile(DEMO_RESOURCE_FILES.playbook),
      contentType: "deck",
      isPublic: false,
      uploadedBy: context.adminId,
      createdAt: context.daysAgo(5),
    },
  ];
}
