import { mkdir } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { clearScreen } from "./support/clear-screen";
import { tabTo } from "./support/customer-success";
import { toast } from "./support/deal-screens";
import { mailedLink } from "./support/fresh-partner";
import { partnerHostOrigin } from "./support/partner-session";
import { expect, test } from "./support/signed-in";

// The onboarding journey (docs/product/onboarding-journey.md), from the template to the staff's figures: an admin
// gives Technology Partners a journey of their own (sign the agreement, complete a course, register a first deal),
// a technology partner applies and is approved, and its partner admin follows the dashboard's card step by step
// until it is gone; staff then read the partner as Done, its steps and its time to first deal. Technology Partners
// are no other spec's applicants, so every other new partner keeps the default journey; the type goes back to
// the default at the end. A whole journey in two browsers, axe in both themes at three screens, and screenshots:
// what the longest journeys get.
test.describe.configure({ timeout: 360_000 });

test.use({ signedInAs: "admin" });

/** Where the screenshots go for a person to look at: outside the repository. */
const SHOTS = "/tmp/journey-e2e-shots";

const THEMES = ["light", "dark"] as const;
type Theme = (typeof THEMES)[number];

/** A JSON call from the page, with its cookies and from its origin, as its screens make them. */
async function call(page: Page, method: "POST" | "PUT", path: string, data: unknown) {
  const answer = await page.evaluate(
    async ({ method, path, data }) => {
      const response = await fetch(path, {
        method,
        headers: { "content-type": "application/json" },
        body: JSON.stringify(data),
      });
      return { ok: response.ok, text: await response.text() };
    },
    { method, path, data },
  );
  expect(answer.ok, answer.text).toBe(true);
  return JSON.parse(answer.text) as Record<string, unknown>;
}

/** Switches the browser's colour scheme; the demo accounts' theme is System, so the page follows at once. */
async function switchTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

/** axe on the page as it stands, in the light theme and then the dark one; it is left light. */
async function expectAccessibleInBothThemes(page: Page, what: string) {
  for (const theme of THEMES) {
    await switchTheme(page, theme);
    await expectAccessible(page, `${what} (${theme})`);
  }
  await switchTheme(page, "light");
}

/**
 * Screenshots of one part of a screen at 1280 and 375 px, in both themes, kept in SHOTS: `part` is drawn alone,
 * and beside it the viewport around it, so a shot shows the part in its page too.
 */
async function shootPart(page: Page, part: Locator, name: string) {
  await mkdir(SHOTS, { recursive: true });
  const original = page.viewportSize();
  for (const theme of THEMES) {
    await switchTheme(page, theme);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await part.scrollIntoViewIfNeeded();
      await part.screenshot({ path: `${SHOTS}/${name}-${theme}-${width}.png`, animations: "disabled" });
      await page.screenshot({ path: `${SHOTS}/${name}-${theme}-${width}-page.png`, animations: "disabled" });
    }
  }
  if (original) await page.setViewportSize(original);
  await switchTheme(page, "light");
}

/** The value of the `<dt>` reading `term`'s `<dd>` (a partner's facts in the Partners tab). */
const fact = (scope: Locator, term: string) => scope.locator(`dt:text-is("${term}") + dd`);

test("a technology partner follows its own onboarding journey from approval to its first deal, and staff see it done", async ({
  page: admin,
  browser,
  request,
  baseURL,
}) => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const courseTitle = `Integration Basics ${stamp}`;
  const lessonTitle = "How the integration works";
  const company = `Journey Tech ${stamp}`;
  const contact = "Jordan Journey";
  const email = `contact.${stamp}@journey-tech.example`;
  // Nothing of the company or e-mail name, which hold the stamp: the server refuses those.
  const password = `lantern-orbit-${Math.random().toString(36).slice(2, 8)}`;
  const partnerHost = partnerHostOrigin(baseURL);

  // 1. The admin writes a one-lesson partner course without a quiz and gives Technology Partners a journey of
  // their own: sign the agreement, complete that course, register a first deal.
  await admin.goto("/partner-portal");
  await expect(admin.getByRole("heading", { level: 1, name: "Partner Portal Admin" })).toBeVisible();
  const course = await call(admin, "POST", "/api/v1/learning/courses", {
    title: courseTitle,
    description: "What a technology partner needs before its first deal.",
    durationMinutes: 5,
    difficultyLevel: "beginner",
    category: "Partner Enablement",
    audience: "partners",
    status: "published",
    lessons: [{ title: lessonTitle, body: "Our API connects your platform to the **portal**." }],
    quiz: null,
  });
  const courseId = course.id as string;
  const saved = await call(admin, "PUT", "/api/v1/journey/templates/technology_partner", {
    audience: "technology_partner",
    steps: [{ kind: "sign_agreement" }, { kind: "complete_course", courseId }, { kind: "first_deal" }],
  });
  const stepTitles = [
    "Sign the programme agreement",
    `Complete the course ${courseTitle}`,
    "Register your first deal",
  ];
  const templates = saved.templates as { audience: string; steps: { title: string }[] }[];
  expect(
    templates.find((template) => template.audience === "technology_partner")?.steps.map((step) => step.title),
  ).toEqual(stepTitles);

  try {
    // 2. The company applies on the public form, from an address of its own (the suite's many applicants stay
    // under the per-address limit), as a Technology Partner.
    const partnerContext = await browser.newContext({ baseURL });
    const page = await partnerContext.newPage();
    const applicant = `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;
    await page.route("**/api/v1/applications", (route) =>
      route.continue({ headers: { ...route.request().headers(), "x-forwarded-for": applicant } }),
    );
    await page.goto("/apply");
    await expect(page.getByRole("heading", { level: 1, name: "Become a Partner" })).toBeVisible();
    await page.getByLabel(/^Company Name/).fill(company);
    await page
      .getByRole("combobox", { name: /^Business Type/ })
      .selectOption({ label: "Technology Partner" });
    await page.getByLabel(/^Website/).fill("https://journey-tech.example");
    await page.getByLabel(/^Contact Name/).fill(contact);
    await page.getByLabel(/^Contact Email/).fill(email);
    await page
      .getByLabel(/^Why do you want to partner/)
      .fill("We build integrations for retailers and want to bundle your platform.");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Application Submitted!" })).toBeVisible();
    await page.unrouteAll();

    // An admin approves it in the Applications tab.
    await admin.getByRole("tab", { name: "Applications" }).click();
    await admin.getByRole("button", { name: `Review application from ${company}` }).click();
    const review = admin.getByRole("dialog", { name: company });
    await expect(review).toBeVisible();
    await review.getByLabel("Reviewer notes").fill("Welcome to the technology programme.");
    await review.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(admin.getByText("Application approved")).toBeVisible();
    await admin.keyboard.press("Escape");
    await expect(review).toBeHidden();

    // The partner admin sets a password from the welcome mail's link, then signs in with it.
    await page.goto(await mailedLink(request, email, /https?:\/\/\S+setup-password\?token=\S+/));
    await expect(page.getByRole("heading", { level: 1, name: "Set Your Password" })).toBeVisible();
    await page.getByLabel("New Password").fill(password);
    await page.getByLabel("Confirm Password").fill(password);
    await page.getByRole("button", { name: "Set Password" }).click();
    await expect(page.getByText("Password Set Successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(`${partnerHost}/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(`${partnerHost}/dashboard`);
    await expect(page.getByRole("heading", { level: 1, name: company })).toBeVisible();

    // 3. The dashboard's card: nothing done, the agreement next, with the way to sign it.
    const card = page.getByRole("region", { name: "Your onboarding journey" });
    const steps = card.getByRole("list", { name: "Onboarding steps" }).getByRole("listitem");
    const nextStep = card.locator("li[aria-current='step']");
    const progress = card.getByRole("progressbar");
    await expect(card.getByText("0 of 3 steps done", { exact: true })).toBeVisible();
    await expect(progress).toHaveAccessibleName("0 of 3 steps done");
    await expect(steps).toHaveCount(3);
    for (const [index, title] of stepTitles.entries()) await expect(steps.nth(index)).toContainText(title);
    await expect(nextStep).toHaveCount(1);
    await expect(nextStep).toHaveText(/^Next step: Sign the programme agreement/);
    const readAndSign = card.getByRole("link", { name: "Read and Sign" });
    await expect(readAndSign).toHaveAttribute("href", "/dashboard?tab=agreement");
    await expect(steps.nth(1)).toContainText("To do");
    await clearScreen(page);
    await expectAccessibleInBothThemes(page, "the partner dashboard with the onboarding journey's card");
    await shootPart(page, card, "dashboard-card-0-of-3");

    // Signing with the keyboard alone: from the dashboard's tabs on to the card's link, then through the form.
    await page.getByRole("tab", { name: "Dashboard", exact: true }).focus();
    await tabTo(page, readAndSign, 20);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${partnerHost}/dashboard?tab=agreement`);
    await expect(page.getByRole("tab", { name: "Agreement", selected: true })).toBeVisible();
    const title = page.getByRole("textbox", { name: "Title" });
    await tabTo(page, title, 80);
    await expect(page.getByRole("textbox", { name: "Full Name" })).toHaveValue(contact);
    await page.keyboard.type("Chief Technology Officer");
    await page.keyboard.press("Tab");
    const accept = page.getByRole("checkbox", {
      name: "I have read this agreement and accept it on behalf of my company",
    });
    await expect(accept).toBeFocused();
    await page.keyboard.press("Space");
    await expect(accept).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Sign Agreement" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toast(page, "Agreement signed")).toBeVisible();
    await expect(page.getByText("Your company has signed the current version")).toBeVisible();

    // Back on the dashboard: one of three, the course next.
    await page.getByRole("tab", { name: "Dashboard", exact: true }).click();
    await expect(card.getByText("1 of 3 steps done", { exact: true })).toBeVisible();
    await expect(progress).toHaveAccessibleName("1 of 3 steps done");
    await expect(steps.nth(0)).toContainText(/Done \S+/);
    await expect(nextStep).toHaveText(new RegExp(`^Next step: Complete the course ${courseTitle}`));
    const openCourse = card.getByRole("link", { name: "Open the Course" });
    await expect(openCourse).toHaveAttribute("href", `/dashboard/courses/${courseId}`);
    await clearScreen(page);
    await shootPart(page, card, "dashboard-card-1-of-3");

    // The course from the card: enroll, open its one lesson, and it is completed.
    await openCourse.click();
    await expect(page).toHaveURL(`${partnerHost}/dashboard/courses/${courseId}`);
    await expect(page.getByRole("heading", { level: 1, name: courseTitle })).toBeVisible();
    await page.getByRole("button", { name: "Enroll Now" }).click();
    await expect(page.getByRole("progressbar", { name: "Course progress" })).toBeVisible();
    await page
      .getByRole("list", { name: "Lessons" })
      .getByRole("button", { name: `1. ${lessonTitle}` })
      .click();
    await expect(page.getByText("You have completed this course. Your certificate is ready.")).toBeVisible();
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await page.getByRole("tab", { name: "Dashboard", exact: true }).click();
    await expect(card.getByText("2 of 3 steps done", { exact: true })).toBeVisible();
    await expect(steps.nth(1)).toContainText(/Done \S+/);
    await expect(nextStep).toHaveText(/^Next step: Register your first deal/);
    await clearScreen(page);
    await shootPart(page, card, "dashboard-card-2-of-3");

    // The first deal from the card's link; then the journey is done and the card is gone.
    await card.getByRole("link", { name: "Submit a Deal" }).click();
    await expect(page).toHaveURL(`${partnerHost}/dashboard?tab=submit-deal`);
    await page.getByRole("textbox", { name: "Company Name" }).fill(`First Journey Deal ${stamp}`);
    await page.getByRole("textbox", { name: "Contact Person" }).fill("Dana Buyer");
    await page.getByRole("spinbutton", { name: "Deal Value (USD)" }).fill("18000");
    await page.getByRole("button", { name: "Submit Deal", exact: true }).click();
    await expect(toast(page, "Deal Submitted!")).toBeVisible();
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const journey = (await (await fetch("/api/v1/journey")).json()) as {
              done: number;
              total: number;
              completedAt: string | null;
            };
            return `${journey.done}/${journey.total} ${journey.completedAt ? "completed" : "open"}`;
          }),
        { message: "the partner's journey is complete" },
      )
      .toBe("3/3 completed");
    await page.getByRole("tab", { name: "Dashboard", exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Quick Actions" })).toBeVisible();
    await expect(card).toHaveCount(0);
    await partnerContext.close();

    // 4. Staff find the partner Done on the Partners tab, with the summary and the stalled partners above.
    await admin.getByRole("tab", { name: "Partners", exact: true }).click();
    await expect(admin).toHaveURL(/\/partner-portal\/partners$/);
    const overview = admin.getByRole("region", { name: "Onboarding", exact: true });
    await expect(overview.getByText(/^In progress \d+ · Stalled \d+ · Done [1-9]\d*$/)).toBeVisible();
    await expect(
      overview.getByText(/^Average time to first deal: [\d.,]+ days? \(over [1-9][\d,]* partners?\)$/),
    ).toBeVisible();
    await expect(
      overview.getByText(/^A partner is stalled when no step has been done for \d+ days?\.$/),
    ).toBeVisible();
    await overview.getByRole("button", { name: "Show stalled partners" }).click();
    await expect(overview.getByRole("button", { name: "Hide stalled partners" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    const stalledTable = overview.getByRole("table", { name: "Stalled partners, longest first" });
    await expect(stalledTable.or(overview.getByText("No partner is stalled."))).toBeVisible();
    // A partner whose journey is done is never stalled.
    await expect(overview.getByRole("link", { name: company, exact: true })).toHaveCount(0);

    await admin.getByRole("searchbox", { name: "Search partners" }).fill(company);
    const row = admin
      .getByRole("list", { name: "Partners", exact: true })
      .getByRole("listitem")
      .filter({ has: admin.getByRole("heading", { name: company, exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(fact(row, "Business type")).toHaveText("Technology Partner");
    await expect(fact(row, "Onboarding")).toHaveText("Done");
    await expect(fact(row, "Deals")).toHaveText("1");
    await clearScreen(admin);
    await expectAccessibleInBothThemes(
      admin,
      "the Partners tab with the onboarding summary and stalled partners",
    );
    await shootPart(admin, overview, "partners-onboarding-summary");
    await shootPart(admin, row, "partners-row-done");

    // The partner's detail view: every step done with its day, completed, and 0 days to its first deal.
    await row.getByRole("link", { name: company, exact: true }).click();
    const detail = admin.getByRole("dialog", { name: company });
    const part = detail.getByRole("region", { name: "Onboarding journey" });
    await expect(part.getByText("3 of 3 steps done", { exact: true })).toBeVisible();
    await expect(part.getByText(/^Completed \S+/)).toBeVisible();
    await expect(part.getByText("Time to first deal: 0 days", { exact: true })).toBeVisible();
    await expect(part.getByText(/^Stalled since/)).toHaveCount(0);
    const doneSteps = part.getByRole("list", { name: "Onboarding steps" }).getByRole("listitem");
    await expect(doneSteps).toHaveCount(3);
    for (const [index, stepTitle] of stepTitles.entries()) {
      await expect(doneSteps.nth(index)).toContainText(stepTitle);
      await expect(doneSteps.nth(index)).toContainText(/Done \S+/);
      await expect(doneSteps.nth(index)).not.toContainText("Not done yet");
    }
    // No manual step, so nothing to tick.
    await expect(part.getByRole("button", { name: /^(Tick|Untick) / })).toHaveCount(0);
    await clearScreen(admin);
    await expectAccessibleInBothThemes(admin, "the partner's detail view with its onboarding journey");
    await shootPart(admin, part, "partner-detail-journey");
  } finally {
    // Technology Partners follow the default journey again, as the other specs expect the demo to be.
    await call(admin, "PUT", "/api/v1/journey/templates/technology_partner", {
      audience: "technology_partner",
      steps: [],
    });
  }
});
