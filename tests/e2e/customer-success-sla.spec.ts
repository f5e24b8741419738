import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { clearScreen } from "./support/clear-screen";
import {
  customerScore,
  escaped,
  healthInput,
  TIME_LEFT,
  ticketRow,
  unique,
} from "./support/customer-success";
import { toast } from "./support/deal-screens";
import { screenshotViewports } from "./support/screenshots";
import { expect, test } from "./support/signed-in";

// A breach for real (docs/product/customer-success.md#support-tickets and #health): an administrator sets an
// urgent ticket's first response target to one minute in a calendar that works all day every day; a ticket
// opened urgent then breaches a minute later, the server's Customer Success jobs (a round a minute) stamp the
// breach, the customer's health loses the breach's points and turns red, and its owner is told. The customer is
// made for the test, so its score moves by nothing else. The settings are put back at the end: every spec shares
// the server, and the other specs' tickets only ever read their clocks as "time left", whatever the calendar.

const DAY = 86_400_000;
/** A date `days` from today (UTC, as the server counts days), as a date field takes it: YYYY-MM-DD. */
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const SETTINGS = "/api/v1/customer-success/settings";

/** The settings in force, as the REST API gives them, to put back once the test is done. */
async function settingsNow(admin: Page) {
  const answer = await admin.request.get(SETTINGS);
  expect(answer.ok(), await answer.text()).toBe(true);
  const { healthWeights, slaPolicies, calendar } = (await answer.json()) as Record<string, unknown>;
  return { healthWeights, slaPolicies, calendar };
}

test("an urgent ticket's breach lowers its customer's health, turns it red and tells the owner", async ({
  pageSignedInAs,
}, testInfo) => {
  // A minute for the target to pass, and up to a minute more for the jobs' next round.
  test.setTimeout(300_000);
  const admin = await pageSignedInAs("admin");
  await admin.goto("/customer-success/settings");
  await expect(admin.getByRole("heading", { level: 1, name: "Customer Success Settings" })).toBeVisible();
  const before = await settingsNow(admin);
  try {
    // The administrator: urgent first response within 1 minute, every day, all day.
    const targets = admin.getByRole("form", { name: "SLA targets" });
    await targets
      .getByRole("group", { name: "Urgent" })
      .getByRole("spinbutton", { name: "First response (minutes)" })
      .fill("1");
    await targets.getByRole("button", { name: "Save SLA Targets" }).click();
    await expect(toast(admin, "SLA Targets Saved")).toBeVisible();
    const calendar = admin.getByRole("form", { name: "Business calendar" });
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]) {
      await calendar.getByRole("checkbox", { name: day, exact: true }).check();
    }
    await calendar.getByLabel("Working day starts").fill("00:00");
    await calendar.getByLabel("Working day ends").fill("23:59");
    await calendar.getByRole("button", { name: "Save Business Calendar" }).click();
    await expect(toast(admin, "Business Calendar Saved")).toBeVisible();

    // The owner adds a customer of their own: 40 days without a contact (-14) and a renewal in 30 days (-10).
    const owner = await pageSignedInAs("user");
    const name = unique("Breach Check");
    await owner.goto("/customer-success");
    await owner.getByRole("button", { name: "Add Customer" }).click();
    const adding = owner.getByRole("dialog", { name: "Add Customer" });
    await adding.getByRole("textbox", { name: "Customer Name" }).fill(name);
    await adding.getByRole("textbox", { name: "Contact Name" }).fill("Rita Breach");
    await adding.getByRole("combobox", { name: "Owner" }).click();
    await owner.getByRole("option", { name: "Ulla Jensen", exact: true }).click();
    await adding.getByRole("spinbutton", { name: "Contract Value ($)" }).fill("12000");
    await adding.getByLabel("Start Date").fill(dateIn(-40));
    await adding.getByLabel("Renewal Date").fill(dateIn(30));
    await adding.getByRole("button", { name: "Add Customer" }).click();
    await expect(owner.getByRole("heading", { level: 1, name })).toBeVisible();
    const customerPage = owner.url();
    const breaches = healthInput(owner, "SLA breaches in the last 90 days");
    await expect(breaches).toContainText("0 of 20");
    const fresh = await customerScore(owner);
    expect(fresh).toBeGreaterThanOrEqual(70);

    // An urgent ticket from the customer's page: New Ticket opens with the customer chosen.
    const subject = unique("Checkout down for every shopper");
    await owner.getByRole("region", { name: "Tickets" }).getByRole("link", { name: "New Ticket" }).click();
    const opening = owner.getByRole("dialog", { name: "New Ticket" });
    await expect(opening.getByRole("combobox", { name: "Customer" })).toHaveValue(name);
    await opening.getByRole("textbox", { name: "Subject" }).fill(subject);
    await opening.getByRole("combobox", { name: "Priority" }).click();
    await owner.getByRole("option", { name: "Urgent", exact: true }).click();
    await opening
      .getByRole("textbox", { name: "Description" })
      .fill("Every checkout fails with an error page.");
    await opening.getByRole("button", { name: "Open Ticket" }).click();
    await expect(toast(owner, "Ticket Opened", subject)).toBeVisible();
    const opened = Date.now();
    const number = /#(\d+)/.exec((await toast(owner, "Ticket Opened").textContent()) ?? "")?.[1];

    // Its page shows the minute left; the open urgent ticket already costs 10 points.
    await owner.getByRole("searchbox", { name: "Search tickets" }).fill(subject);
    await ticketRow(owner, subject).getByRole("link").click();
    await expect(owner.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    const ticketPage = owner.url();
    // The panel reads each target's term, its reading, then its due (or breach) time.
    const sla = owner.getByRole("region", { name: "SLA" });
    await expect(sla.getByRole("term").first()).toHaveText("First response");
    const firstResponse = sla.getByRole("definition").first();
    await expect(firstResponse).toHaveText(TIME_LEFT);
    await owner.goto(customerPage);
    await expect(healthInput(owner, "Open tickets by priority")).toContainText("-10 of 20");
    const withTicket = await customerScore(owner);
    expect(withTicket).toBe(fresh - 10);
    expect(withTicket, "the ticket alone leaves the customer out of the red").toBeGreaterThanOrEqual(60);

    // A minute on, the jobs' next round stamps the breach: the customer page shows its 8 points and the red.
    await expect(async () => {
      await owner.reload();
      await expect(breaches).toContainText("-8 of 20", { timeout: 3_000 });
    }).toPass({ timeout: 180_000, intervals: [5_000] });
    testInfo.annotations.push({
      type: "breach stamped",
      description: `${Math.round((Date.now() - opened) / 1000)} s after the ticket was opened`,
    });
    await expect(breaches).toContainText("1");
    expect(await customerScore(owner)).toBe(withTicket - 8);
    await expect(owner.getByText("At Risk", { exact: true }).first()).toBeVisible();
    await clearScreen(owner);
    await screenshotViewports(owner, testInfo, "customer-page-after-breach");
    await expectAccessible(owner, "a customer's page after a breach", { structure: true });

    // The ticket says how long since its breach, in the panel, the thread and the list.
    await owner.goto(ticketPage);
    await expect(firstResponse).toHaveText(/^Breached (\d+[hm] ?)+ ago$/);
    await expect(owner.getByRole("list", { name: "Ticket activity" })).toContainText("SLA target breached");
    await owner.getByRole("link", { name: "Back to tickets" }).click();
    await owner.getByRole("searchbox", { name: "Search tickets" }).fill(subject);
    await expect(ticketRow(owner, subject)).toContainText(/Breached (\d+[hm] ?)+ ago/);

    // The owner's bell: the customer turned red, and the breach (Ulla works tickets too).
    const bell = owner.getByRole("banner").getByRole("button", { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
    await bell.click();
    const panel = owner.getByRole("dialog", { name: "Notifications" });
    await expect(
      panel.getByRole("link", {
        name: new RegExp(`^Unread: ${escaped(name)} turned red: health score ${withTicket - 8}\\.`),
      }),
    ).toBeVisible();
    await expect(
      panel.getByRole("link", {
        name: new RegExp(
          `^Unread: Ticket #${number} \\(${escaped(subject)}\\) breached its first response target\\.`,
        ),
      }),
    ).toBeVisible();
  } finally {
    const restored = await admin.request.put(SETTINGS, {
      // A call carrying cookies must say where it comes from: the portal's own origin.
      headers: { origin: new URL(admin.url()).origin },
      data: before,
    });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});
