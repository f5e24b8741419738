import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { clearScreen } from "./support/clear-screen";
import { statCard, toast } from "./support/deal-screens";
import { ACME, partnerHostOrigin } from "./support/partner-session";
import { screenshotViewports } from "./support/screenshots";
import { expect, test } from "./support/signed-in";

/** One server and database serve every spec: the course gets a title no other test run uses. */
const TITLE = `Partner Onboarding ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const LESSONS = [
  {
    title: "Why partners matter",
    body: "## Reach\n\nPartners **extend** our reach into new markets.\n\n- Resell\n- Refer",
    shows: "extend",
  },
  { title: "Registering a deal", body: "Register each deal *before* the first demo.", shows: "before" },
] as const;

/** Question 1 has one right answer (Blue), question 2 two (2 and 3); the pass mark is 100%, three attempts. */
const QUIZ = {
  passMark: 100,
  attemptLimit: 3,
  questions: [
    {
      prompt: "Which colour is the sky on a clear day?",
      answers: [
        { text: "Green", correct: false },
        { text: "Blue", correct: true },
        { text: "Red", correct: false },
      ],
    },
    {
      prompt: "Which of these are prime numbers?",
      answers: [
        { text: "2", correct: true },
        { text: "3", correct: true },
        { text: "4", correct: false },
      ],
    },
  ],
} as const;

/** What one step of the journey leaves for the next. */
const journey = { courseId: "", verificationCode: "" };

/** The verification code no certificate has: 26 valid base32 characters, so the server is asked. */
const UNKNOWN_CODE = "A".repeat(26);

/** A progress bar by its name; its figure is its aria-valuenow. */
const progressBar = (scope: Page | Locator, name: string) =>
  scope.getByRole("progressbar", { name, exact: true });

/** A name that begins with `text`: a question's group is its number and prompt, then any hint on answering. */
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

/** The value of the `<dd>` after the `<dt>` reading `term` (a card's "Audience", "Best score"...). */
const fact = (scope: Locator, term: string) => scope.locator(`dt:text-is("${term}") + dd`);

// The steps hand the course, then the certificate, to the next: they run in order, and stop at the first failure.
test.describe("a course from writing it to a verified certificate", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  // `page` is Acme's contact; the admin has a page of its own.
  test.use({ signedInAs: "acme" });

  test("an admin writes a published partner course with two lessons and a two-question quiz, then enrolls Acme's contact", async ({
    pageSignedInAs,
  }, testInfo) => {
    const admin = await pageSignedInAs("superadmin");
    await admin.goto("/lms");
    await expect(admin.getByRole("heading", { level: 1, name: "Learning Management" })).toBeVisible();
    for (const tab of ["Course Catalog", "My Learning", "Certifications"]) {
      await admin.getByRole("tab", { name: tab, exact: true }).click();
      await expect(admin.getByRole("tab", { name: tab, exact: true })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(admin.getByRole("tabpanel").getByRole("status", { name: /^Loading/ })).toHaveCount(0);
      await expectAccessible(admin, `the Learning screen's ${tab} tab`);
    }

    await admin.getByRole("link", { name: "Create Course" }).click();
    await expect(admin).toHaveURL(/\/lms\/courses\/new$/);
    await expect(admin.getByRole("heading", { level: 1, name: "Create Course" })).toBeVisible();
    const form = admin.getByRole("form", { name: "New course" });
    await form.getByRole("textbox", { name: "Title", exact: true }).fill(TITLE);
    await form
      .getByRole("textbox", { name: "Description" })
      .fill("What every new partner needs in week one.");
    await form.getByRole("spinbutton", { name: "Duration (minutes)" }).fill("30");
    await form.getByRole("textbox", { name: "Category" }).fill("Partner Enablement");
    await form.getByRole("combobox", { name: "Audience" }).click();
    await admin.getByRole("option", { name: "Partners", exact: true }).click();
    await expect(form.getByRole("combobox", { name: "Audience" })).toHaveText("Partners");
    await form.getByRole("combobox", { name: "Status" }).click();
    await admin.getByRole("option", { name: "Published", exact: true }).click();
    await expect(form.getByRole("combobox", { name: "Status" })).toHaveText("Published");

    const [first, second] = LESSONS;
    const lessonOne = form.getByRole("group", { name: "Lesson 1" });
    await lessonOne.getByRole("textbox", { name: "Lesson title" }).fill(first.title);
    await lessonOne.getByRole("textbox", { name: "Lesson text" }).fill(first.body);
    await lessonOne.getByRole("button", { name: "Preview lesson 1" }).click();
    await expect(
      lessonOne.getByRole("region", { name: "Preview of lesson 1" }).locator("strong", { hasText: "extend" }),
    ).toBeVisible();
    await lessonOne.getByRole("button", { name: "Preview lesson 1" }).click();

    // The second lesson with the keyboard alone: from the first lesson's text, Tab to Add lesson, Enter, type.
    await lessonOne.getByRole("textbox", { name: "Lesson text" }).focus();
    await admin.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "Add lesson" })).toBeFocused();
    await admin.keyboard.press("Enter");
    const lessonTwo = form.getByRole("group", { name: "Lesson 2" });
    await expect(lessonTwo.getByRole("textbox", { name: "Lesson title" })).toBeFocused();
    await admin.keyboard.type(second.title);
    await admin.keyboard.press("Tab");
    await expect(lessonTwo.getByRole("button", { name: "Preview lesson 2" })).toBeFocused();
    await admin.keyboard.press("Tab");
    await expect(lessonTwo.getByRole("textbox", { name: "Lesson text" })).toBeFocused();
    await admin.keyboard.type(second.body);
    await expect(lessonTwo.getByRole("textbox", { name: "Lesson title" })).toHaveValue(second.title);
    await expect(lessonTwo.getByRole("textbox", { name: "Lesson text" })).toHaveValue(second.body);

    await form.getByRole("checkbox", { name: "This course has a quiz" }).check();
    await form.getByRole("spinbutton", { name: "Pass mark (%)" }).fill(String(QUIZ.passMark));
    await form.getByRole("spinbutton", { name: "Attempt limit" }).fill(String(QUIZ.attemptLimit));
    for (const [index, question] of QUIZ.questions.entries()) {
      const number = index + 1;
      if (index > 0) await form.getByRole("button", { name: "Add question" }).click();
      const group = form.getByRole("group", { name: `Question ${number}` });
      await group.getByRole("textbox", { name: "Question", exact: true }).fill(question.prompt);
      for (const [answerIndex, answer] of question.answers.entries()) {
        const which = `answer ${answerIndex + 1} of question ${number}`;
        if (answerIndex >= 2)
          await group.getByRole("button", { name: `Add answer to question ${number}` }).click();
        await group
          .getByRole("textbox", { name: `Answer ${answerIndex + 1} of question ${number}` })
          .fill(answer.text);
        if (answer.correct) await group.getByRole("checkbox", { name: `Correct (${which})` }).check();
      }
    }
    await clearScreen(admin);
    await expectAccessible(admin, "the course editor with two lessons and two questions open");
    await screenshotViewports(admin, testInfo, "course-editor");

    await form.getByRole("button", { name: "Create Course" }).click();
    await expect(
      toast(admin, "Course Created", `${TITLE} is saved. It is published to its audience.`),
    ).toBeVisible();
    await expect(admin).toHaveURL(/\/lms\/courses\/[^/]+\/edit$/);
    journey.courseId = new URL(admin.url()).pathname.split("/")[3] ?? "";
    await expect(admin.getByRole("heading", { level: 1, name: "Edit Course" })).toBeVisible();
    // The saved course reads back as written: both lessons, both questions, the quiz's rules.
    const saved = admin.getByRole("form", { name: `Edit ${TITLE}` });
    await expect(
      saved.getByRole("group", { name: "Lesson 2" }).getByRole("textbox", { name: "Lesson title" }),
    ).toHaveValue(second.title);
    await expect(saved.getByRole("spinbutton", { name: "Attempt limit" })).toHaveValue(
      String(QUIZ.attemptLimit),
    );
    await expect(
      saved.getByRole("group", { name: "Question 2" }).getByRole("checkbox", { name: /^Correct/ }),
    ).toHaveCount(3);

    // Manage Courses lists it, published, and leads to its enrollments.
    await admin.getByRole("link", { name: "Back to courses" }).click();
    await expect(admin).toHaveURL(/\/lms\/manage$/);
    const row = admin
      .getByRole("listitem")
      .filter({ has: admin.getByRole("heading", { name: TITLE, exact: true }) });
    await expect(row.getByText("Published", { exact: true })).toBeVisible();
    await expect(fact(row, "Audience:")).toHaveText("Partners");
    await expect(fact(row, "Lessons:")).toHaveText(/^2( lessons)?$/);
    await expect(fact(row, "Quiz:")).toHaveText("Yes");
    await row.getByRole("link", { name: `Enrollments of ${TITLE}` }).click();
    await expect(admin).toHaveURL(new RegExp(`/lms/courses/${journey.courseId}/enrollments$`));
    await expect(admin.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
    await expect(admin.getByText("No one is enrolled yet.")).toBeVisible();

    const chooser = admin.getByRole("combobox", { name: "People to enroll" });
    await chooser.fill(ACME.email);
    await admin
      .getByRole("listbox", { name: "People to enroll" })
      .getByRole("option", { name: ACME.contact })
      .click();
    await expect(admin.getByRole("list", { name: "Chosen people" })).toContainText(ACME.contact);
    await admin.getByRole("button", { name: "Enroll", exact: true }).click();
    await expect(toast(admin, "Enrolled 1 person")).toBeVisible();
    await expect(admin.getByRole("list", { name: "Chosen people" })).toHaveCount(0);
    const enrolled = admin
      .getByRole("list", { name: "Enrollments" })
      .getByRole("listitem")
      .filter({ has: admin.getByRole("heading", { name: ACME.contact, exact: true }) });
    await expect(enrolled).toContainText(ACME.email);
    await expect(enrolled).toContainText(ACME.company);
    await expect(enrolled.getByText("Enrolled", { exact: true })).toBeVisible();
    await expect(progressBar(enrolled, `Progress of ${ACME.contact}`)).toHaveAttribute("aria-valuenow", "0");
    await clearScreen(admin);
    await expectAccessible(admin, "a course's enrollments with one learner");
    await screenshotViewports(admin, testInfo, "course-enrollments");
    await admin.context().close();
  });

  test("Acme's contact opens both lessons, fails the quiz once and sees why, then passes it with the keyboard alone and completes the course", async ({
    page,
    baseURL,
  }, testInfo) => {
    const partnerHost = partnerHostOrigin(baseURL);
    await page.goto(`${partnerHost}/dashboard`);
    await page.getByRole("tab", { name: "Learning" }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=learning$/);
    const enrollment = page
      .getByRole("list", { name: "Your enrollments" })
      .getByRole("listitem", { name: TITLE });
    await expect(enrollment.getByText("Enrolled", { exact: true })).toBeVisible();
    await expect(progressBar(enrollment, `Progress in ${TITLE}`)).toHaveAttribute("aria-valuenow", "0");
    const completed = statCard(page, "Courses Completed").value;
    await expect(completed).toHaveText(/^\d+$/);
    const completedBefore = Number(await completed.innerText());
    await clearScreen(page);
    await expectAccessible(page, "the partner dashboard's Learning tab");
    await screenshotViewports(page, testInfo, "partner-learning-tab");

    await enrollment.getByRole("link", { name: `Continue ${TITLE}` }).click();
    await expect(page).toHaveURL(`${partnerHost}/dashboard/courses/${journey.courseId}`);
    await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
    const progress = progressBar(page, "Course progress");
    await expect(progress).toHaveAttribute("aria-valuenow", "0");

    // Opening a lesson shows its Markdown and marks it done: half way, then all the way.
    const lessons = page.getByRole("list", { name: "Lessons" });
    for (const [index, lesson] of LESSONS.entries()) {
      await lessons.getByRole("button", { name: `${index + 1}. ${lesson.title}` }).click();
      const article = page.getByRole("article", { name: lesson.title });
      await expect(article.getByText(lesson.shows, { exact: true })).toBeVisible();
      await expect(
        lessons.getByRole("button", { name: `${index + 1}. ${lesson.title} (done)` }),
      ).toBeVisible();
      await expect(progress).toHaveAttribute("aria-valuenow", String(((index + 1) * 100) / LESSONS.length));
    }
    await expect(page.getByText("In Progress", { exact: true })).toBeVisible();

    // A wrong answer to question 1: not passed, question 1 named with the wrong answer chosen, two attempts left.
    const quiz = page.getByRole("form", { name: "Quiz" });
    const [skyQuestion, primesQuestion] = QUIZ.questions;
    const sky = quiz.getByRole("group", { name: startingWith(`1. ${skyQuestion.prompt}`) });
    const primes = quiz.getByRole("group", { name: startingWith(`2. ${primesQuestion.prompt}`) });
    await sky.getByRole("radio", { name: "Green" }).check();
    await primes.getByRole("checkbox", { name: "2", exact: true }).check();
    await primes.getByRole("checkbox", { name: "3", exact: true }).check();
    await quiz.getByRole("button", { name: "Submit Answers" }).click();
    const result = page.getByRole("status", { name: "Quiz result" });
    await expect(result).toContainText("Not passed: 50%, the pass mark is 100%.");
    const wrong = result.getByRole("list", { name: "Questions answered wrongly" }).getByRole("listitem");
    await expect(wrong).toHaveCount(1);
    await expect(wrong).toContainText(`Question 1: ${skyQuestion.prompt}`);
    await expect(wrong).toContainText("Wrong answers chosen: Green");
    await expect(result).toContainText("2 attempts left.");
    await clearScreen(page);
    await expectAccessible(page, "the course view with a failed quiz result");
    await screenshotViewports(page, testInfo, "course-view-quiz-failed");

    // The server kept the attempt: a fresh load says one used, two left, and the lessons stay done.
    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: "Quiz" })).toBeVisible();
    await expect(
      page.getByText(/3 attempts allowed · 1 used · Best score 50% · 2 attempts left\./),
    ).toBeVisible();
    await expect(progress).toHaveAttribute("aria-valuenow", "100");

    // The passing attempt with the keyboard alone, from the last lesson in the list onwards.
    const lastLesson = lessons.getByRole("button", { name: `2. ${LESSONS[1].title} (done)` });
    await lastLesson.focus();
    await page.keyboard.press("Tab");
    await expect(sky.getByRole("radio", { name: "Green" })).toBeFocused();
    // Held as a person holds a key: the radio group checks the radio it moves to while the arrow is still down.
    await page.keyboard.press("ArrowDown", { delay: 100 });
    await expect(sky.getByRole("radio", { name: "Blue" })).toBeFocused();
    await expect(sky.getByRole("radio", { name: "Blue" })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(primes.getByRole("checkbox", { name: "2", exact: true })).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await expect(primes.getByRole("checkbox", { name: "3", exact: true })).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await expect(primes.getByRole("checkbox", { name: "4", exact: true })).toBeFocused();
    await expect(primes.getByRole("checkbox", { name: "4", exact: true })).not.toBeChecked();
    await expect(primes.getByRole("checkbox", { checked: true })).toHaveCount(2);
    await page.keyboard.press("Tab");
    await expect(quiz.getByRole("button", { name: "Submit Answers" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(result).toContainText("Passed with 100% (pass mark 100%).");
    await expect(result.getByRole("list", { name: "Questions answered wrongly" })).toHaveCount(0);
    await expect(page.getByText("You have completed this course. Your certificate is ready.")).toBeVisible();
    await expect(page.getByText("Completed", { exact: true })).toBeVisible();
    await expect(quiz).toHaveCount(0);
    await clearScreen(page);
    await screenshotViewports(page, testInfo, "course-view-completed");

    // Back on the Learning tab the enrollment says completed, at 100%.
    await page.getByRole("link", { name: "Go to Certifications" }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=learning$/);
    await expect(enrollment.getByText("Completed", { exact: true })).toBeVisible();
    await expect(progressBar(enrollment, `Progress in ${TITLE}`)).toHaveAttribute("aria-valuenow", "100");
    await expect(completed).toHaveText(String(completedBefore + 1));
  });

  test("the partner downloads the course's certificate as a PDF from the Learning tab and finds it on the Partner Portal's Certifications tab too", async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${partnerHostOrigin(baseURL)}/dashboard`);
    await page.getByRole("tab", { name: "Learning" }).click();
    const certificate = page
      .getByRole("list", { name: "Your certifications" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: TITLE, exact: true }) });
    await expect(fact(certificate, "Best score")).toHaveText("100%");
    // The certificate links to its public verification page, which names it by its code.
    const verification = certificate.getByRole("link", { name: `Verification page for ${TITLE}` });
    await expect(verification).toHaveAttribute("href", /^\/verify\/[A-Z2-7]{26}$/);
    journey.verificationCode = (await verification.getAttribute("href"))?.split("/").pop() ?? "";
    const downloading = page.waitForEvent("download");
    await certificate.getByRole("button", { name: `Download Certificate for ${TITLE}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await expect(toast(page, "Certificate Error")).toHaveCount(0);

    // Signed in on the internal host, the Partner Portal's Certifications tab lists it too, its course in the shell.
    await page.goto("/partner-portal");
    await page.getByRole("tab", { name: "Certifications", exact: true }).click();
    await expect(page).toHaveURL(/\/partner-portal\/certifications$/);
    const inPortal = page
      .getByRole("list", { name: "Your certifications" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: TITLE, exact: true }) });
    await expect(inPortal.getByRole("link", { name: TITLE, exact: true })).toHaveAttribute(
      "href",
      `/lms/courses/${journey.courseId}`,
    );
    await expect(inPortal.getByRole("button", { name: `Download Certificate for ${TITLE}` })).toBeEnabled();
    await clearScreen(page);
    await expectAccessible(page, "the Partner Portal's Certifications tab");
  });

  test("signed out, anyone verifies the certificate by its code on either host; an unknown code is not found", async ({
    browser,
    baseURL,
  }, testInfo) => {
    const context = await browser.newContext({ baseURL });
    expect(await context.cookies()).toEqual([]);
    const page = await context.newPage();

    for (const origin of [baseURL, partnerHostOrigin(baseURL)]) {
      await page.goto(`${origin}/verify/${journey.verificationCode}`);
      await expect(page.getByRole("heading", { level: 1, name: "Certificate Verification" })).toBeVisible();
      await expect(page.getByText("Valid", { exact: true })).toBeVisible();
      const facts = page.getByRole("definition");
      await expect(facts.filter({ hasText: ACME.contact })).toHaveText(ACME.contact);
      await expect(facts.filter({ hasText: TITLE })).toHaveText(TITLE);
      await expect(facts.filter({ hasText: journey.verificationCode })).toHaveText(journey.verificationCode);
    }
    await expectAccessible(page, "the verification page of a valid certificate");
    await screenshotViewports(page, testInfo, "verify-valid");

    await page.goto(`/verify/${UNKNOWN_CODE}`);
    await expect(page.getByRole("heading", { level: 1, name: "Certificate not found" })).toBeVisible();
    await expect(page.getByText("Valid", { exact: true })).toHaveCount(0);
    await expectAccessible(page, "the verification page of an unknown code");
    await screenshotViewports(page, testInfo, "verify-not-found");
    await context.close();
  });

  test("the admin's audit log records the partner's certificate download for the course", async ({
    pageSignedInAs,
  }) => {
    const admin = await pageSignedInAs("superadmin");
    await admin.goto("/admin/audit-log");
    await expect(admin.getByRole("tab", { name: "Audit Log" })).toHaveAttribute("aria-selected", "true");
    await admin.getByLabel("Action").click();
    await admin.getByRole("option", { name: "Certificate downloaded" }).click();
    const entries = admin.getByRole("list", { name: "Audit entries" });
    const entry = entries
      .locator(":scope > li")
      .filter({ has: admin.getByRole("button", { name: `Filter by Course: ${TITLE}` }) });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(`Certificate downloaded by ${ACME.contact}`);
    await expect(entry).toContainText(`Partner: ${ACME.company}`);
    await expect(entry).toContainText(/Completed \d{4}-\d{2}-\d{2}/);
    await admin.context().close();
  });
});
