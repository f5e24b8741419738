import { expectAccessible } from "./support/axe";
import { clearScreen } from "./support/clear-screen";
import { choose, escaped, TIME_LEFT, tabTo, ticketRow, unique } from "./support/customer-success";
import { toast } from "./support/deal-screens";
import { partnerHostOrigin } from "./support/partner-session";
import { screenshotViewports } from "./support/screenshots";
import { expect, test } from "./support/signed-in";

// Support tickets end to end (docs/product/customer-success.md#support-tickets): a partner opens a ticket about
// its own customer from its dashboard's Support tab; staff who work tickets find it, assign it, answer it with a
// public reply and an internal note; the partner reads the reply, never the note, and its bell tells of it.
// Ulla Jensen (`user`) holds manage_customers. Every ticket has a subject of its own: one server serves every spec.

test("a partner's ticket reaches staff, who assign and answer it; the partner reads the reply and not the note, and is told", async ({
  pageSignedInAs,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const partnerOrigin = partnerHostOrigin(baseURL);
  const subject = unique("Shipment export stops at 10,000 rows");
  const reply = `We found the limit: exports now page through every row (${subject}).`;
  const note = `Internal: raise the export cap in the next release (${subject}).`;

  // The partner, on its own host, opens a ticket about Wide World Importers from the Support tab.
  const partner = await pageSignedInAs("acme");
  await partner.goto(`${partnerOrigin}/dashboard`);
  await partner.getByRole("tab", { name: "Support" }).click();
  await expect(partner).toHaveURL(`${partnerOrigin}/dashboard?tab=support`);
  const support = partner.getByRole("tabpanel", { name: "Support" });
  await support.getByRole("button", { name: "New Ticket" }).click();
  const opening = partner.getByRole("dialog", { name: "New Ticket" });
  await choose(opening, partner, "Customer", "Wide World Importers");
  await opening.getByRole("textbox", { name: "Subject" }).fill(subject);
  await choose(opening, partner, "Priority", "High");
  await opening
    .getByRole("textbox", { name: "Description" })
    .fill("The shipments export **stops at 10,000 rows**; the auditors need the whole year.");
  await opening.getByRole("button", { name: "Open Ticket" }).click();
  await expect(toast(partner, "Ticket Opened")).toBeVisible();
  const number = /Ticket #(\d+)/.exec((await toast(partner, "Ticket Opened").textContent()) ?? "")?.[1];
  expect(number, "the toast names the ticket's number").toBeDefined();
  const title = `#${number} ${subject}`;
  // The new ticket opens over the tab, the partner's own words rendered from Markdown.
  const shown = partner.getByRole("dialog", { name: title });
  await expect(shown.getByText("stops at 10,000 rows", { exact: true })).toHaveJSProperty(
    "tagName",
    "STRONG",
  );
  await partner.keyboard.press("Escape");
  await expect(shown).toBeHidden();
  await expect(support.getByRole("button", { name: title })).toBeVisible();

  // The same tab on the internal host's /partner/dashboard lists it too.
  const internal = await pageSignedInAs("acme");
  await internal.goto("/partner/dashboard?tab=support");
  await expect(internal.getByRole("tab", { name: "Support" })).toHaveAttribute("aria-selected", "true");
  await expect(
    internal.getByRole("tabpanel", { name: "Support" }).getByRole("button", { name: title }),
  ).toBeVisible();

  // Staff find it in Support Tickets by a search, with its SLA clock running, and assign it.
  const staff = await pageSignedInAs("user");
  await staff.goto("/customer-success/tickets");
  await staff.getByRole("searchbox", { name: "Search tickets" }).fill(subject);
  const row = ticketRow(staff, subject);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Wide World Importers · via Acme Solutions · Unassigned");
  await expect(row.getByText(TIME_LEFT)).toBeVisible();
  await row.getByRole("checkbox", { name: `Select ${title}` }).check();
  await choose(staff, staff, "Assign to", "Ulla Jensen");
  await staff.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(row).toContainText("Assigned to Ulla Jensen");

  // Its page: the SLA panel gives the time left and due time of both targets.
  await row.getByRole("link", { name: title }).click();
  await expect(staff.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  const sla = staff.getByRole("region", { name: "SLA" });
  for (const target of ["First response", "Resolution"]) {
    await expect(sla.getByRole("term").filter({ hasText: new RegExp(`^${target}$`) })).toBeVisible();
  }
  const readings = sla.getByRole("definition");
  await expect(readings.filter({ hasText: TIME_LEFT })).toHaveCount(2);
  await expect(readings.filter({ hasText: /^Due / })).toHaveCount(2);
  await expect(staff.getByRole("combobox", { name: "Assignee" })).toHaveText("Ulla Jensen");

  // An internal note first, then the public reply that answers the partner.
  const respond = staff.getByRole("form", { name: "Respond to the ticket" });
  await respond.getByRole("radio", { name: "Internal note" }).check();
  await respond.getByRole("textbox", { name: "Internal note" }).fill(note);
  await respond.getByRole("button", { name: "Add Note" }).click();
  await expect(toast(staff, "Note Added")).toBeVisible();
  await respond.getByRole("radio", { name: "Reply" }).check();
  await respond.getByRole("textbox", { name: "Reply" }).fill(reply);
  await choose(respond, staff, "Set status", "Pending");
  await respond.getByRole("button", { name: "Send Reply" }).click();
  await expect(toast(staff, "Reply Sent")).toBeVisible();
  const activity = staff.getByRole("list", { name: "Ticket activity" });
  await expect(activity.getByRole("listitem").filter({ hasText: note })).toContainText("Internal note");
  await expect(activity.getByRole("listitem").filter({ hasText: reply })).toContainText("Reply");
  // Answered: the first response is met; pending pauses the resolution clock.
  await expect(sla.getByRole("definition").filter({ hasText: /^Met$/ })).toBeVisible();
  await expect(sla.getByRole("definition").filter({ hasText: /^Paused/ })).toBeVisible();
  await clearScreen(staff);
  await screenshotViewports(staff, testInfo, "ticket-page-answered");
  await expectAccessible(staff, "a ticket's page with a note and a reply", { structure: true });

  // The partner's bell tells of the reply; its link opens the ticket over the Support tab, the reply without
  // the note.
  const bell = partner.getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/, { timeout: 15_000 });
  await bell.click();
  const told = partner.getByRole("dialog", { name: "Notifications" }).getByRole("link", {
    name: new RegExp(`^Unread: Ulla Jensen replied to ticket #${number} \\(${escaped(subject)}\\)`),
  });
  await expect(told).toBeVisible();
  await told.click();
  const ticket = partner.getByRole("dialog", { name: title });
  await expect(ticket.getByText(reply)).toBeVisible();
  await expect(ticket.getByText("Ulla Jensen", { exact: true })).toBeVisible();
  await expect(ticket.getByText(note)).toHaveCount(0);
  await expect(ticket.getByText("Internal note")).toHaveCount(0);
  await expect(ticket).toContainText("Pending");
  await expectAccessible(partner, "a partner's ticket with a staff reply");

  // The internal host's tab reads the same: the reply, never the note.
  await internal.reload();
  await internal.getByRole("tabpanel", { name: "Support" }).getByRole("button", { name: title }).click();
  const internalTicket = internal.getByRole("dialog", { name: title });
  await expect(internalTicket.getByText(reply)).toBeVisible();
  await expect(internalTicket.getByText(note)).toHaveCount(0);

  // The notifications page lists it, read now that it was opened.
  await partner.goto(`${partnerOrigin}/notifications`);
  await expect(
    partner
      .getByRole("list", { name: "Notifications" })
      .getByRole("link", { name: new RegExp(`Ulla Jensen replied to ticket #${number} `) }),
  ).toBeVisible();
});

test("New Ticket and a reply work by keyboard alone", async ({ pageSignedInAs }) => {
  test.setTimeout(90_000);
  const staff = await pageSignedInAs("user");
  const subject = unique("Invoice PDFs print blank pages");
  const reply = `Reproduced: the print stylesheet hides the totals (${subject}).`;
  await staff.goto("/customer-success/tickets");
  await expect(staff.getByRole("heading", { level: 2, name: "Support Tickets" })).toBeVisible();
  // Not one click from here on.
  const newTicket = staff.getByRole("button", { name: "New Ticket" });
  await tabTo(staff, newTicket, 60);
  await staff.keyboard.press("Enter");
  const dialog = staff.getByRole("dialog", { name: "New Ticket" });
  await expect(dialog).toBeVisible();

  // The customer: typed into the chooser, picked with the arrow keys and Enter.
  const customer = dialog.getByRole("combobox", { name: "Customer" });
  await tabTo(staff, customer, 5);
  await staff.keyboard.type("Fourth");
  await expect(staff.getByRole("option")).toHaveText(["Fourth Coffee"]);
  await staff.keyboard.press("ArrowDown");
  await staff.keyboard.press("Enter");
  await expect(customer).toHaveValue("Fourth Coffee");
  await expect(dialog).toBeVisible();

  await staff.keyboard.press("Tab");
  await expect(dialog.getByRole("textbox", { name: "Subject" })).toBeFocused();
  await staff.keyboard.type(subject);

  // The priority menu opens with Enter, moves with the arrow keys, and Enter chooses.
  await staff.keyboard.press("Tab");
  const priority = dialog.getByRole("combobox", { name: "Priority" });
  await expect(priority).toBeFocused();
  await staff.keyboard.press("Enter");
  await expect(staff.getByRole("option", { name: "Normal" })).toBeFocused();
  await staff.keyboard.press("ArrowDown");
  await expect(staff.getByRole("option", { name: "High" })).toBeFocused();
  await staff.keyboard.press("Enter");
  await expect(priority).toHaveText("High");
  await expect(priority).toBeFocused();

  await staff.keyboard.press("Tab");
  await expect(dialog.getByRole("textbox", { name: "Description" })).toBeFocused();
  await staff.keyboard.type("Printing an invoice gives blank pages in every browser.");
  await tabTo(staff, dialog.getByRole("button", { name: "Open Ticket" }), 10);
  await staff.keyboard.press("Enter");
  await expect(toast(staff, "Ticket Opened", subject)).toBeVisible();
  await expect(dialog).toBeHidden();
  // Closing returns the focus to the button that opened the dialog.
  await expect(newTicket).toBeFocused();

  // The ticket: found by a search typed in the list's box, opened with Enter on its link.
  await tabTo(staff, staff.getByRole("searchbox", { name: "Search tickets" }), 10);
  await staff.keyboard.type(subject);
  const link = ticketRow(staff, subject).getByRole("link");
  await expect(link).toHaveCount(1);
  await expect(staff.getByRole("list", { name: "Tickets", exact: true }).getByRole("listitem")).toHaveCount(
    1,
  );
  await tabTo(staff, link, 30);
  await staff.keyboard.press("Enter");
  await expect(staff.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(staff.getByRole("region", { name: "SLA" }).getByText(TIME_LEFT).first()).toBeVisible();

  // A public reply: the text, then Send Reply, with Tab and Enter only.
  const respond = staff.getByRole("form", { name: "Respond to the ticket" });
  const text = respond.getByRole("textbox", { name: "Reply" });
  await tabTo(staff, text, 40);
  await staff.keyboard.type(reply);
  await tabTo(staff, respond.getByRole("button", { name: "Send Reply" }), 10);
  await staff.keyboard.press("Enter");
  await expect(toast(staff, "Reply Sent")).toBeVisible();
  await expect(
    staff.getByRole("list", { name: "Ticket activity" }).getByRole("listitem").filter({ hasText: reply }),
  ).toBeVisible();
  // The box empties and takes the focus back for the next message.
  await expect(text).toHaveValue("");
  await expect(text).toBeFocused();
});
