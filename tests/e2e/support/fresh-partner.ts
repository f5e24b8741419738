import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

/** A partner made for one test: applied, approved, with a password set. No other test knows its names. */
export interface FreshPartner {
  /** The partner's id (the Partners tab's /partner-portal/partners/<id>). */
  id: string;
  company: string;
  contact: string;
  email: string;
  password: string;
}

interface Mail {
  text: string;
}

/** A company name and e-mail address no other test run uses (one server and database serve every spec). */
function uniqueIdentity(name: string) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    company: `${name} ${stamp}`,
    contact: `${name} Contact`,
    email: `contact.${stamp}@${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.example`,
    // Nothing of the company or e-mail name (the stamp is in both): the server refuses those
    // (docs/product/security.md#passwords).
    password: `violet-harbour-${Math.random().toString(36).slice(2, 8)}`,
  };
}

/** Applies through the public REST API, the way a script of the applicant's would: JSON, no documents. */
async function applyByApi(
  request: APIRequestContext,
  identity: ReturnType<typeof uniqueIdentity>,
): Promise<string> {
  const applicant = `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;
  const applied = await request.post("/api/v1/applications", {
    headers: { "x-forwarded-for": applicant },
    data: {
      application: {
        companyName: identity.company,
        businessType: "reseller",
        contactName: identity.contact,
        contactEmail: identity.email,
        partnershipReason: "We resell to mid-size retailers and want to add your platform.",
      },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { applicationId } = (await applied.json()) as { applicationId: string };
  return applicationId;
}

/**
 * Approves the application with the signed-in administrator's cookies (`admin` must be a page of a staff member
 * with manage_partners, signed in on the internal host; it need not have opened any screen). Returns the
 * partner's id.
 */
async function approveByApi(admin: Page, applicationId: string): Promise<string> {
  const origin = new URL(test.info().project.use.baseURL as string).origin;
  const reviewed = await admin.request.post(`/api/v1/applications/${applicationId}/review`, {
    // A call carrying cookies must say where it comes from: the portal's own origin.
    headers: { origin },
    data: { decision: "approve", notes: "Approved for an end-to-end test." },
  });
  expect(reviewed.ok(), await reviewed.text()).toBe(true);
  const { application } = (await reviewed.json()) as { application: { partnerId: string; status: string } };
  expect(application.status).toBe("approved");
  return application.partnerId;
}

/** The link of the newest mail to `email` whose text matches `link`, waiting for the mail to be queued. */
export async function mailedLink(request: APIRequestContext, email: string, link: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const mailbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
        const [newest] = (await mailbox.json()) as Mail[];
        found = newest?.text.match(link)?.[0];
        return found;
      },
      { message: `the newest mail to ${email} carries its link` },
    )
    .toBeDefined();
  return found as string;
}

/** The password setup link of the newest mail to `email` (the welcome mail). */
const setupLinkFor = (request: APIRequestContext, email: string) =>
  mailedLink(request, email, /https?:\/\/\S+setup-password\?token=\S+/);

/**
 * Signs the programme agreement published for the partner signed in on `partnerPage`, through the REST API as
 * the page itself would call it, so it may register deals (docs/product/agreements.md#who-signs-and-when).
 */
async function signAgreementByApi(partnerPage: Page, signer: string): Promise<void> {
  const signed = await partnerPage.evaluate(async (fullName) => {
    const mine = await fetch("/api/v1/agreement");
    const { current } = (await mine.json()) as { current: { id: string } | null };
    if (!current) return 200;
    const response = await fetch("/api/v1/agreement/signatures", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ versionId: current.id, fullName, title: "Owner", accepted: true }),
    });
    return response.status;
  }, signer);
  expect([200, 201]).toContain(signed);
}

/**
 * Makes a partner no other test uses: applies through the public REST API, has `admin` (a signed-in
 * superadmin's page, such as `pageSignedInAs("superadmin")` of `signed-in.ts`) approve it, and sets its password from the welcome mail's link in `partnerPage`, which
 * ends signed in as the partner on its dashboard (the mail links to the partner host). Its contact signs the
 * programme agreement unless `signAgreement` is false.
 */
export async function createActivePartner(options: {
  admin: Page;
  partnerPage: Page;
  request: APIRequestContext;
  name: string;
  signAgreement?: boolean;
}): Promise<FreshPartner> {
  const { admin, partnerPage, request, name, signAgreement = true } = options;
  const identity = uniqueIdentity(name);
  const applicationId = await applyByApi(request, identity);
  const id = await approveByApi(admin, applicationId);

  await partnerPage.goto(await setupLinkFor(request, identity.email));
  await expect(partnerPage.getByRole("heading", { level: 1, name: "Set Your Password" })).toBeVisible();
  await partnerPage.getByLabel("New Password").fill(identity.password);
  await partnerPage.getByLabel("Confirm Password").fill(identity.password);
  await partnerPage.getByRole("button", { name: "Set Password" }).click();
  await expect(partnerPage.getByText("Password Set Successfully")).toBeVisible();
  await expect(partnerPage).toHaveURL(/\/dashboard$/);
  await expect(partnerPage.getByRole("heading", { level: 1, name: identity.company })).toBeVisible();
  if (signAgreement) {
    await signAgreementByApi(partnerPage, identity.contact);
    // The dashboard read the agreement before it was signed: show it as it now stands.
    await partnerPage.reload();
    await expect(partnerPage.getByRole("heading", { level: 1, name: identity.company })).toBeVisible();
  }
  return { id, ...identity };
}

/** Signs a partner in on a partner login page (`/partner/login`, or `/login` on a partner host). */
export async function signInAsPartner(page: Page, loginUrl: string, partner: FreshPartner): Promise<void> {
  await page.goto(loginUrl);
  await page.getByLabel("Email").fill(partner.email);
  await page.getByLabel("Password").fill(partner.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}
