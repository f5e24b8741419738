import { expect, test } from "./support/signed-in";

test.use({ signedInAs: "admin" });

test("after approving with the keyboard, Escape returns the focus to the applications list", async ({
  page,
  request,
}, testInfo) => {
  const stamp = `${Date.now()}-${testInfo.workerIndex}`;
  const company = `Focus Traders ${stamp}`;
  const applied = await request.post("/api/v1/applications", {
    multipart: {
      "application[companyName]": company,
      "application[businessType]": "reseller",
      "application[contactName]": "Fay Focus",
      "application[contactEmail]": `fay.${stamp}@focus.example`,
      "application[partnershipReason]": "We resell to retailers.",
    },
  });
  expect(applied.ok(), await applied.text()).toBe(true);

  await page.goto("/partner-portal");
  await page.getByRole("tab", { name: "Applications" }).click();
  const review = page.getByRole("button", { name: `Review application from ${company}` });
  await review.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: company });
  const approve = dialog.getByRole("button", { name: "Approve" });
  await approve.focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("button", { name: "Resend welcome e-mail" })).toBeVisible();
  await expect(review).toHaveCount(0);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 2, name: "Partner Applications" })).toBeFocused();
});
