import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { screenshotDialogViewports } from "./support/dialog-screenshots";
import { screenshotViewports } from "./support/screenshots";
import { DEMO_STAFF, expect, test } from "./support/signed-in";

// Scheduled deliveries (docs/product/business-intelligence.md#scheduled-deliveries): an administrator saves a
// report, schedules it for the coming minute in UTC to themself, and the delivery's mail carries its CSV.

test.use({ signedInAs: "admin" });

// The delivery waits for its minute and the server's next look for due schedules (every 5 s here).
test.setTimeout(240_000);

/** One server and database serve every spec: the report gets a name no other test run uses. */
const NAME = `Customers by status ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface Mail {
  subject: string;
  attachments: { filename: string; url: string }[];
}

async function choose(page: Page, menu: string, option: string) {
  await page.getByRole("main").getByRole("combobox", { name: menu, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** The next whole minute plus one, in UTC, as HH:MM: at least a minute ahead, so it is not missed. */
function inTwoMinutesUtc(): string {
  const at = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000);
  return at.toISOString().slice(11, 16);
}

test("a report scheduled for the coming minute is mailed to its recipient with its CSV", async ({
  page,
}, testInfo) => {
  await page.goto("/business-intelligence/reports/new");
  await page.getByRole("textbox", { name: /^Name/ }).fill(NAME);
  await page.getByRole("radio", { name: "Customers" }).check();
  await page.getByRole("checkbox", { name: "Group rows and show figures for each group" }).check();
  await choose(page, "Group 1", "Status");
  await page.getByRole("button", { name: "Create Report" }).click();
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();

  await page.getByRole("button", { name: `Schedule for ${NAME}` }).click();
  const dialog = page.getByRole("dialog", { name: `Schedule ${NAME}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("combobox", { name: "How often" }).click();
  await page.getByRole("option", { name: "Custom rule", exact: true }).click();
  await dialog.getByRole("textbox", { name: /^Custom rule/ }).fill("FREQ=DAILY");
  const time = inTwoMinutesUtc();
  await dialog.getByRole("textbox", { name: /^Time\b/ }).fill(time);
  const zone = dialog.getByRole("combobox", { name: /^Time zone/ });
  // The browser's own zone is the one to start with, maybe UTC already: the search is typed afresh.
  await zone.fill("");
  await zone.fill("UTC");
  await page.getByRole("option", { name: "UTC", exact: true }).click();
  await expect(zone).toHaveValue("UTC");
  const people = dialog.getByRole("combobox", { name: /^People/ });
  await people.fill(DEMO_STAFF.admin);
  // After a space: superadmin@example.com contains the administrator's address too.
  await page
    .getByRole("option", { name: new RegExp(`\\s${DEMO_STAFF.admin.replaceAll(".", "\\.")}`) })
    .click();
  await expect(dialog.getByRole("list", { name: "People receiving it" }).getByRole("listitem")).toHaveCount(
    1,
  );
  await expectAccessible(page, "the Edit Schedule dialog");
  await screenshotDialogViewports(page, testInfo, dialog, "sched-dialog");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: `Edit Schedule for ${NAME}` })).toBeVisible();

  await page.goto("/business-intelligence/scheduled");
  const row = page
    .getByRole("list", { name: "Scheduled reports" })
    .getByRole("listitem")
    .filter({
      has: page.getByRole("link", { name: NAME }),
    });
  await expect(row).toContainText("Custom rule: FREQ=DAILY");
  await expect(row).toContainText(`${time} (UTC)`);
  await expect(row.getByRole("button", { name: `Edit Schedule for ${NAME}` })).toHaveText("Edit Schedule");

  let mail: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mailbox = await page.request.get(
          `/dev/mailbox.json?to=${encodeURIComponent(DEMO_STAFF.admin)}`,
        );
        const mails = (await mailbox.json()) as Mail[];
        mail = mails.find((each) => each.subject === `Scheduled report: ${NAME}`);
        return mail !== undefined;
      },
      { message: "the scheduled delivery is mailed", timeout: 180_000, intervals: [5_000] },
    )
    .toBe(true);
  const attachment = mail?.attachments[0];
  expect(attachment?.filename).toMatch(/\.csv$/);
  const csv = await (await page.request.get(attachment?.url ?? "")).text();
  expect(csv.replace(/^\uFEFF/, "").split(/\r?\n/)[0]).toBe("Status,Count");

  await page.reload();
  await expect(row.getByText("Not run yet")).toHaveCount(0);
  await expect(row).toContainText(/\d+ rows?/);
  await expectAccessible(page, "Business Intelligence, Scheduled Reports tab", { structure: true });
  await screenshotViewports(page, testInfo, "sched-tab");
});
