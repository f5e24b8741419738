import type { partnerResources } from "../schema";
import { PDF } from "./application-documents";
import type { DemoContext, Fixed } from "./context";
import { demoId } from "./ids";

const PPTX = "application/vnd.openxmlformats-officedocument.presentationml.presentation";

/** Sales material: four public resources and one internal draft. */
export function demoResources(context: DemoContext): Fixed<typeof partnerResources>[] {
  return [
    {
      id: demoId("resources", 1),
      title: "Partner Sales Deck",
      description:
        "The pitch deck for first meetings: problem, product tour, pricing tiers and customer stories.",
      fileKey: "partner-sales-deck.pptx",
      fileType: PPTX,
      contentType: "deck",
      isPublic: true,
      uploadedBy: context.adminId,
      createdAt: context.daysAgo(60),
    },
    {
      id: demoId("resources", 2),
      title: "Platform Overview Video",
      description: "An eight-minute walkthrough of the customer portal for prospects.",
      fileKey: "platform-overview.mp4",
      fileType: "video/mp4",
      contentType: "video",
      isPublic: true,
      uploadedBy: context.adminId,
      createdAt: context.daysAgo(45),
    },
    {
      id: demoId("resources", 3),
      title: "Pricing and Packaging Guide",
      description: "List prices, discount bands and what each edition includes.",
      fileKey: "pricing-guide.pdf",
      fileType: PDF,
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
      fileKey: "competitive-battlecard.pdf",
      fileType: PDF,
      contentType: "pdf",
      isPublic: true,
      uploadedBy: context.adminId,
      createdAt: context.daysAgo(10),
    },
    {
      id: demoId("resources", 5),
      title: "Partner Programme Playbook (internal)",
      description: "Internal guide for staff who manage partners: tiers, reviews and escalation.",
      fileKey: "partner-programme-playbook.pptx",
      fileType: PPTX,
      contentType: "deck",
      isPublic: false,
      uploadedBy: context.adminId,
      createdAt: context.daysAgo(5),
    },
  ];
}
