import { screenshotDialogViewports } from "./support/dialog-screenshots";
import { expect, test } from "./support/signed-in";

// docs/product/errors-and-messages.md#not-found: an address naming no such item says Not found with a way back.

test.use({ signedInAs: "admin" });

const UNKNOWN = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

test("an application or partner address with an unknown or malformed id says Not found and leads back to its list", async ({
  page,
}, testInfo) => {
  for (const { id, list, back } of [
    { id: "abc", list: "applications", back: "Back to Applications" },
    { id: UNKNOWN, list: "partners", back: "Back to Partners" },
  ]) {
    await page.goto(`/partner-portal/${list}/${id}`);
    const dialog = page.getByRole("dialog", { name: "Not found" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Try Again" })).toHaveCount(0);
    await expect(page.getByText(/Failed to load/)).toHaveCount(0);
    if (list === "applications")
      await screenshotDialogViewports(page, testInfo, dialog, "application-not-found");
    await dialog.getByRole("button", { name: back }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === `/partner-portal/${list}`);
  }

  for (const address of [
    `/lms/courses/abc/edit`,
    `/lms/courses/${UNKNOWN}/enrollments`,
    "/lms/courses/abc",
  ]) {
    await page.goto(address);
    await expect(page.getByRole("heading", { level: 1, name: "Course not found." })).toBeVisible();
    await expect(page.getByRole("button", { name: "Try Again" })).toHaveCount(0);
  }
});
