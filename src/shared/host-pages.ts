/** Title and description of each host kind, rendered by the server into index.html (link previews too). */
export const HOST_PAGES = {
  internal: {
    title: "Internal Portal",
    description:
      "The company's internal portal: customer success, partner management, learning, business intelligence and administration in one place.",
  },
  partner: {
    title: "Partner Portal",
    description:
      "Our partner programme: apply to become a partner, check your application, register deals, earn commission, take courses and download sales material.",
  },
} as const;
