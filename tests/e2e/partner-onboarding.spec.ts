import { readFileSync, writeFileSync } from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import { PARTNER_SIGN_IN_REFUSALS } from "#shared/contracts/auth";
import { expectAccessible } from "./support/axe";
import { screenshotViewports } from "./support/screenshots";
import { expect, test } from "./support/signed-in";

// Each test applies with its own e-mail address, so the tests run in parallel against the one shared server.
// Whole journeys (apply, review in a second browser, set a password, sign in twice) on a two-core machine: the
// first journey took 1.6 min once beside the other worker, so they get what the partner-management journeys get.
test.describe.configure({ timeout: 180_000 });

/** A one-page PDF, small but real, so the server's content check accepts it. */
const SMALL_PDF = `%PDF-1.4
1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj
2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj
3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj
4 0 obj<</Length 44>>stream
BT /F1 24 Tf 72 700 Td (Business plan) Tj ET
endstream
endobj
5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj
trailer<</Root 1 0 R>>
%%EOF
`;

interface Applicant {
  company: string;
  email: string;
}

function applicantFor(testInfo: TestInfo, name: string): Applicant {
  const stamp = `${Date.now()}-${testInfo.workerIndex}`;
  return { company: `${name} ${stamp}`, email: `contact.${stamp}@${name.toLowerCase()}.example` };
}

async function choose(page: Page, label: RegExp, option: string) {
  // The public form's selects are the browser's own (decision 0036).
  await page.getByRole("combobox", { name: label }).selectOption({ label: option });
}

/** Fills in and sends the application form, the way an applicant would, on the given host's /apply. */
async function apply(
  page: Page,
  testInfo: TestInfo,
  applicant: Applicant,
  options: { origin?: string; screenshots: boolean },
) {
  const { origin = "", screenshots } = options;
  await page.goto(`${origin}/apply`);
  await expect(page.getByRole("heading", { level: 1, name: "Become a Partner" })).toBeVisible();
  await page.getByLabel(/^Company Name/).fill(applicant.company);
  await choose(page, /^Business Type/, "System Integrator");
  await page.getByLabel(/^Website/).fill("https://northwind.example");
  await page.getByLabel(/^Annual Revenue/).fill("2500000");
  await page.getByLabel(/^Contact Name/).fill("Nina North");
  await page.getByLabel(/^Contact Email/).fill(applicant.email);
  await page.getByLabel(/^Contact Phone/).fill("+1 555 0100");
  await page.getByLabel(/^Years in Business/).fill("12");
  await choose(page, /^Number of Employees/, "51-200 employees");
  await page.getByLabel(/^Primary Industry/).fill("Retail");
  await page
    .getByLabel(/^Why do you want to partner/)
    .fill("We sell to mid-size retailers who need your platform.");
  await page.getByLabel(/^Expected Deals per Year/).fill("24");
  await page.getByLabel(/^Years of Sales Experience/).fill("8.5");

  const pdf = testInfo.outputPath("business-plan.pdf");
  writeFileSync(pdf, SMALL_PDF);
  await page.getByLabel("Attach documents").setInputFiles(pdf);
  const attached = page.getByRole("list", { name: "Attached documents" });
  await expect(attached.getByText("business-plan.pdf")).toBeVisible();
  await expect(attached.getByText(/^\d+\.\d KB$/)).toBeVisible();
  if (screenshots) {
    await expectAccessible(page, "the filled-in application form");
    await screenshotViewports(page, testInfo, "apply-filled");
  }

  // Held back a moment so the upload's progress bar can be seen before the answer replaces the form.
  await page.route("**/api/v1/applications", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("progressbar", { name: /upload/i })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Application Submitted!" })).toBeVisible();
  await expect(page.getByText("Application Submitted Successfully")).toBeVisible();
  await page.unrouteAll();
  if (screenshots) {
    // Checked once the toast has gone: while it fades out, its half-transparent text fails any contrast check.
    await page.getByRole("button", { name: "Close toast" }).click();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expectAccessible(page, "the submitted screen");
    await screenshotViewports(page, testInfo, "apply-submitted");
  }
}

async function lookUpStatus(page: Page, email: string) {
  await page.goto("/status");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Check Status" }).click();
}

/**
 * An administrator in their own browser (`page`, signed in as admin@example.com) opens the Applications tab of
 * the Partner Portal and reviews an application there.
 */
async function adminSession(page: Page) {
  const context = page.context();
  await page.goto("/partner-portal");
  await expect(page.getByRole("heading", { level: 1, name: "Partner Portal Admin" })).toBeVisible();
  await page.getByRole("tab", { name: "Applications" }).click();

  const open = async (applicant: Applicant) => {
    await page.getByRole("button", { name: `Review application from ${applicant.company}` }).click();
    const dialog = page.getByRole("dialog", { name: applicant.company });
    await expect(dialog).toBeVisible();
    return dialog;
  };
  const downloadFirstDocument = async (dialog: ReturnType<Page["getByRole"]>) => {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download business-plan.pdf" }).click(),
    ]);
    return download;
  };
  const review = async (
    dialog: ReturnType<Page["getByRole"]>,
    decision: "approve" | "reject",
    notes: string,
  ) => {
    await dialog.getByLabel("Reviewer notes").fill(notes);
    if (decision === "approve") {
      await dialog.getByRole("button", { name: "Approve", exact: true }).click();
      await expect(page.getByText("Application approved")).toBeVisible();
    } else {
      await dialog.getByRole("button", { name: "Reject", exact: true }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Reject Application" }).click();
      await expect(page.getByText("Application rejected")).toBeVisible();
    }
  };
  return { page, context, open, downloadFirstDocument, review };
}

test("an applicant applies with a document, is approved, sets a password and signs in", async ({
  page,
  pageSignedInAs,
  request,
}, testInfo) => {
  const applicant = applicantFor(testInfo, "Northwind");
  await apply(page, testInfo, applicant, { screenshots: true });

  // Check Application Status carries the application's e-mail over and looks it up at once.
  await page.getByRole("link", { name: "Check Application Status" }).click();
  await expect(page.getByLabel("Email")).toHaveValue(applicant.email);
  const result = page.getByRole("heading", { level: 2, name: applicant.company });
  await expect(result).toBeVisible();
  await expect(page.getByText("Pending", { exact: true })).toBeVisible();
  await expect(page.getByText("Your application is under review.")).toBeVisible();
  await expectAccessible(page, "the status of a pending application");
  await screenshotViewports(page, testInfo, "status-pending");

  const admin = await adminSession(await pageSignedInAs("admin"));
  const dialog = await admin.open(applicant);
  const download = await admin.downloadFirstDocument(dialog);
  expect(download.suggestedFilename()).toBe("business-plan.pdf");
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
  await screenshotViewports(admin.page, testInfo, "application-review");
  await admin.review(dialog, "approve", "Welcome aboard.");
  await expect(dialog.getByRole("button", { name: /Resend welcome e-mail/i })).toBeVisible();
  await admin.context.close();

  const mailbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(applicant.email)}`);
  const [welcome] = (await mailbox.json()) as { text: string }[];
  const link = welcome?.text.match(/https?:\/\/\S+setup-password\?token=\S+/)?.[0];
  expect(link, "the welcome mail carries a setup link").toBeDefined();

  await page.goto(link as string);
  await page.getByLabel("New Password").fill("harbour-lantern-42");
  await page.getByLabel("Confirm Password").fill("harbour-lantern-42");
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByText("Password Set Successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: applicant.company })).toBeVisible();

  // The mail links to the partner host, where the partner login lives at /login.
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Email").fill(applicant.email);
  await page.getByLabel("Password").fill("harbour-lantern-42");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: applicant.company })).toBeVisible();

  await lookUpStatus(page, applicant.email);
  await expect(page.getByText("Approved", { exact: true })).toBeVisible();
  await expect(page.getByText("Welcome aboard.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Partner Login" })).toBeVisible();
  await screenshotViewports(page, testInfo, "status-approved");
});

test("a rejected applicant sees the reviewer's notes and cannot sign in", async ({
  page,
  pageSignedInAs,
}, testInfo) => {
  const applicant = applicantFor(testInfo, "Initrode");
  // Applied on the partner host this time: the upload must be accepted from there too.
  const port = new URL(testInfo.project.use.baseURL as string).port;
  await apply(page, testInfo, applicant, { origin: `http://partners.localhost:${port}`, screenshots: false });

  const admin = await adminSession(await pageSignedInAs("admin"));
  const notes = "We already have enough system integrators in your region.";
  await admin.review(await admin.open(applicant), "reject", notes);
  await admin.context.close();

  await lookUpStatus(page, applicant.email);
  await expect(page.getByText("Rejected", { exact: true })).toBeVisible();
  await expect(page.getByText(notes)).toBeVisible();
  await expect(page.getByRole("link", { name: "Apply Again" })).toBeVisible();
  await expectAccessible(page, "the status of a rejected application");
  await screenshotViewports(page, testInfo, "status-rejected");

  await page.goto("/partner/login");
  await page.getByLabel("Email").fill(applicant.email);
  await page.getByLabel("Password").fill("any-password");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText(PARTNER_SIGN_IN_REFUSALS.rejected)).toBeVisible();
});

test("the status of an address that never applied says No Application Found", async ({ page }, testInfo) => {
  await lookUpStatus(page, `nobody.${Date.now()}@nowhere.example`);
  await expect(page.getByRole("region", { name: "No Application Found" })).toBeVisible();
  await screenshotViewports(page, testInfo, "status-not-found");
});
