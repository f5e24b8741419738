import { describe, expect, it } from "vitest";
import { setUpAdminTestApp } from "#tests/support/apps/admin-test-app";
import { refusal } from "#tests/support/browser/refusal";

// Every detail screen reads its item by the id in its address; an id that names nothing answers 404 and one
// that cannot be an id answers 400, so the screen can say "Not found" for both and never offer a retry
// (docs/product/errors-and-messages.md#not-found).
const given = setUpAdminTestApp();

const UNKNOWN_ID = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

const detailReads = {
  "applications.get": (id: string) => given.admin.browser.client.applications.get({ id }),
  "partners.get": (id: string) => given.admin.browser.client.partners.get({ id }),
  "learning.course": (id: string) => given.admin.browser.client.learning.course({ id }),
  "learning.editableCourse": (id: string) => given.admin.browser.client.learning.editableCourse({ id }),
};

describe("detail reads by an address's id", () => {
  it.each(Object.entries(detailReads))("%s answers 404 for an unknown id", async (_name, read) => {
    expect((await refusal(read(UNKNOWN_ID))).status).toBe(404);
  });

  it.each(Object.entries(detailReads))("%s answers 400 for a malformed id", async (_name, read) => {
    const refused = await refusal(read("abc"));
    expect(refused.status).toBe(400);
  });

  it("learning.verifyCertificate answers 404 for an unknown code and 400 for a malformed one", async () => {
    const client = given.admin.browser.client.learning;
    expect((await refusal(client.verifyCertificate({ code: "A".repeat(26) }))).status).toBe(404);
    expect((await refusal(client.verifyCertificate({ code: "abc" }))).status).toBe(400);
  });
});
