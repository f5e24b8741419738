import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { partnerApplications } from "#server/db/schema/index";
import { applicationForm } from "#tests/factories/application-form";
import {
  describeFeatureAccess,
  type FeatureClient,
  featureCase,
  setUpFeatureAccessApp,
} from "#tests/support/access/feature-access-matrix";
import { testBrowser } from "#tests/support/browser/rpc-client";
import { SAMPLE_PDF, sampleFile } from "#tests/support/files/sample-files";

const given = setUpFeatureAccessApp("manage_partners");
const db = () => given.app.testDatabase.database.db;

const applicationRow = async (id: string) =>
  (await db().select().from(partnerApplications).where(eq(partnerApplications.id, id)))[0];

/** A pending application with one document, as a visitor sends it. */
const pending = async () => {
  const form = applicationForm();
  const { applicationId } = await testBrowser(given.app).client.applications.submit({
    application: form,
    documents: [sampleFile(SAMPLE_PDF, "plan.pdf", "application/pdf")],
  });
  return { id: applicationId, form };
};

/** An approved application, whose contact a welcome mail can be sent again. */
const approved = async () => {
  const application = await pending();
  await given.browsers.admin.client.applications.review({ id: application.id, decision: "approve" });
  return application;
};

const reviewers = ["permitted", "admin"] as const;
const everyone = ["anonymous", "partnerA", "partnerB", "staff", "permitted", "admin"] as const;
const listed = async (client: FeatureClient) =>
  (await client.applications.list({ status: "pending", pageSize: 50 })).items.map((item) => item.id);

// Anyone may apply and look up an application's status; reviewers (manage_partners) read, review and resend
// (docs/product/applications.md#review).
describeFeatureAccess(given, "applications", {
  submit: featureCase({
    allowed: everyone,
    prepare: async () => applicationForm(),
    call: (client, target) => client.applications.submit({ application: target, documents: [] }),
    verify: async (_target, result) => {
      const { applicationId } = result as { applicationId: string };
      expect((await applicationRow(applicationId))?.status).toBe("pending");
    },
  }),
  status: featureCase({
    allowed: everyone,
    prepare: pending,
    call: (client, target) => client.applications.status({ email: target.form.contactEmail }),
    verify: async (_target, result) => {
      expect(result).toMatchObject({ result: "found", status: "pending" });
    },
  }),
  list: featureCase({
    allowed: reviewers,
    prepare: pending,
    call: (client) => listed(client),
    verify: async (target, result) => {
      expect(result).toContain(target.id);
    },
  }),
  get: featureCase({
    allowed: reviewers,
    prepare: pending,
    call: (client, target) => client.applications.get({ id: target.id }),
    verify: async (target, result) => {
      expect(result).toMatchObject({ id: target.id });
    },
  }),
  downloadDocument: featureCase({
    allowed: reviewers,
    prepare: pending,
    call: (client, target) => client.applications.downloadDocument({ id: target.id, index: 0 }),
    verify: async (_target, result) => {
      expect(new Uint8Array(await (result as File).arrayBuffer())).toEqual(SAMPLE_PDF);
    },
  }),
  review: featureCase({
    allowed: reviewers,
    prepare: pending,
    call: (client, target) => client.applications.review({ id: target.id, decision: "reject" }),
    verify: async (target) => {
      expect((await applicationRow(target.id))?.status).toBe("rejected");
    },
  }),
  resendWelcome: featureCase({
    allowed: reviewers,
    prepare: approved,
    call: (client, target) => client.applications.resendWelcome({ id: target.id }),
    verify: async (_target, result) => {
      expect(result).toBeDefined();
    },
  }),
});
