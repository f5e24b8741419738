import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { partnerTierStates, ticketAttachments } from "#server/db/schema/index";
import { storeNewApiKey } from "#server/features/api-keys/store-new-api-key";
import { submitApplication } from "#server/features/applications/submit-application";
import { createTicket } from "#server/features/customer-success/create-ticket";
import { DEAL_PROPOSALS_BUCKET } from "#server/features/deals/deal-proposals";
import { router } from "#server/router";
import { inputExamplesOf } from "#server/rpc/input-examples";
import { listProcedures } from "#server/rpc/list-procedures";
import { applicationFormSchema } from "#shared/contracts/applications";
import { DEFAULT_PROGRAMME_SETTINGS, registrationTerms } from "#shared/contracts/programme-settings";
import { type ReportDefinition, reportDefinition } from "#shared/contracts/reports";
import { createAgreementSignature, createAgreementVersion } from "../../factories/agreements";
import { applicationForm } from "../../factories/application-form";
import { createApplication } from "../../factories/applications";
import { completedOn, createCertificate, verificationCode } from "../../factories/certificates";
import { courseForm, createCourse, createEnrollment, passingAnswers } from "../../factories/courses";
import { createCustomer } from "../../factories/customers";
import { createDeal } from "../../factories/deals";
import { createDepartment } from "../../factories/departments";
import { createInvitation, createJoinRequest } from "../../factories/invitations";
import { createNotification } from "../../factories/notifications";
import { createPartner, type TestPartner } from "../../factories/partners";
import { createPayout } from "../../factories/payouts";
import { createReport, createSchedule } from "../../factories/reports";
import { createResource } from "../../factories/resources";
import { createSession } from "../../factories/sessions";
import { createPartnerMember, createUser, type TestUser } from "../../factories/users";
import { createWebhookDelivery, createWebhookEndpoint } from "../../factories/webhooks";
import type { TestApp } from "../apps/test-app";
import { SAMPLE_PDF } from "../files/sample-files";

export type Input = Record<string, unknown>;

/** The password the valid inputs' partner contact signs in with, as the generated sign-ins do. */
export const CONTACT_PASSWORD = "partner-demo";

/** The rows the valid inputs name. */
export interface ValidInputRows {
  testApp: TestApp;
  /** An active partner: the deals, payouts, keys and webhook endpoints the inputs name are its own. */
  partner: TestPartner;
  /** Its contact, signing in with `password`: the notifications and enrollments the inputs name are theirs. */
  contact: TestUser & { password: string };
  /** A staff member, maker of the integration keys the inputs name. */
  staff: TestUser;
  /** An approved application with one stored document. */
  applicationId: string;
}

/**
 * The valid input of each procedure whose contract gives an example (the first), a fresh copy for each call:
 * inputs that name no row and need no unique value live in their contract, where the OpenAPI document shows them.
 */
function exampleInputs(): Record<string, () => Promise<Input>> {
  return Object.fromEntries(
    listProcedures(router).flatMap(({ path, procedure }) => {
      const [example] = inputExamplesOf(procedure);
      return example === undefined ? [] : [[path.join("."), async () => structuredClone(example) as Input]];
    }),
  );
}

/**
 * A valid input per procedure whose contract can give none (fresh rows where a call consumes or changes them):
 * it names rows that must exist, needs a unique value, or holds what only this test server takes (an address of
 * this machine for a webhook, an upload's fields without its file).
 */
function handWrittenInputs(rows: ValidInputRows): Record<string, () => Promise<Input>> {
  const db = rows.testApp.testDatabase.database.db;
  const partnerId = rows.partner.id;
  let counter = 0;

  const pendingApplicationId = async () =>
    (
      await submitApplication(
        { db, storage: rows.testApp.storage },
        { application: applicationFormSchema.parse(applicationForm()), documents: [] },
        { clientIp: undefined },
      )
    ).applicationId;
  const newRep = () => createPartnerMember(db, { id: partnerId });
  const newInvitation = () => createInvitation(db, { id: partnerId });
  const newAddress = () => `invited-${++counter}-${Date.now()}@valid-inputs.example`;
  const contactsDeal = (overrides: Parameters<typeof createDeal>[1] = {}) =>
    createDeal(db, { partner: { id: partnerId }, submittedBy: rows.contact.id, ...overrides });
  /** An approved deal's registration under the default terms, 60 days from its expiry. */
  const approvedTerms = () => {
    const terms = registrationTerms(DEFAULT_PROGRAMME_SETTINGS);
    return {
      status: "approved" as const,
      approvedAt: new Date(),
      terms,
      protectionEndsAt: new Date(Date.now() + 60 * 86_400_000),
      expiresAt: new Date(Date.now() + 60 * 86_400_000),
      remindAt: new Date(Date.now() + (60 - terms.reminderDays) * 86_400_000),
    };
  };
  const partnersSignature = () =>
    createAgreementSignature(db, rows.testApp.storage, { id: partnerId }, rows.contact);
  const dealWithProposal = async () => {
    const documentKey = `${partnerId}/${Date.now()}-proposal-${++counter}.pdf`;
    await rows.testApp.storage.put(DEAL_PROPOSALS_BUCKET, documentKey, SAMPLE_PDF);
    const submittedBy = rows.contact.id;
    return (
      await createDeal(db, {
        partner: { id: partnerId },
        submittedBy,
        documentKey,
        documentName: "proposal.pdf",
      })
    ).id;
  };
  /** A private report of the staff member: anyone else is told it does not exist. */
  const staffReport = async () =>
    (await createReport(db, rows.staff.id, { definition: reportDefinition.parse(REPORT_DEFINITION) })).id;
  /** A ticket the partner's contact opened about one of its customers, with a file on its opening. */
  const partnerTicketWithFile = async () => {
    const customer = await createCustomer(db, { partnerId });
    const { ticket } = await createTicket(
      { db, storage: rows.testApp.storage },
      { id: rows.contact.id, name: rows.contact.name },
      {
        customerId: customer.id,
        subject: `Partner ticket ${++counter}`,
        description: "Details.",
        priority: "normal",
        attachments: [new File([SAMPLE_PDF], "details.pdf", { type: "application/pdf" })],
      },
      { partnerId },
    );
    const [file] = await db
      .select({ id: ticketAttachments.id })
      .from(ticketAttachments)
      .where(eq(ticketAttachments.ticketId, ticket.id));
    if (!file) throw new Error("the ticket's file is missing");
    return { ticketId: ticket.id, attachmentId: file.id };
  };
  const partnerEndpointId = async () => (await createWebhookEndpoint(db, { partnerId })).id;
  const staffEndpointId = async () => (await createWebhookEndpoint(db)).id;
  const newKey = async (key: { partnerId: string | null; permissions: "view_data"[] }) =>
    (
      await storeNewApiKey(db, {
        name: `Key ${++counter}`,
        expiresInDays: 30,
        createdByUserId: key.partnerId ? rows.contact.id : rows.staff.id,
        ...key,
      })
    ).apiKey.id;
  // A manual step of partner A's journey: the template it follows may have been replaced by an earlier call.
  const manualStepId = async () => {
    const { rows: found } = (await db.execute(sql`
      with template as (
        select case when exists (select 1 from journey_steps own where own.business_type = p.business_type)
          then p.business_type end as business_type
        from partners p where p.id = ${partnerId}::uuid),
      existing as (
        select s.id from journey_steps s, template t
        where s.business_type is not distinct from t.business_type and s.kind = 'manual' limit 1),
      added as (
        insert into journey_steps (business_type, position, kind, label)
        select t.business_type, 99, 'manual', 'Kickoff call' from template t
        where not exists (select 1 from existing) returning id)
      select id from existing union all select id from added`)) as unknown as { rows: { id: string }[] };
    return found[0]?.id;
  };
  const course = async () => createCourse(db, { lessons: 1 });
  const lessonOf = async () => {
    const { course: made, lessons } = await course();
    return { courseId: made.id, lessonId: lessons[0]?.id };
  };
  const completedEnrollmentId = async () => {
    const { course: made } = await course();
    const enrollment = await createEnrollment(db, rows.contact.id, made.id, completedOn(new Date()));
    await createCertificate(db, enrollment);
    return enrollment.id;
  };

  return {
    "partnerAuth.signIn": async () => ({ email: rows.contact.email, password: rows.contact.password }),
    "partnerAuth.requestSetupEmail": async () => ({ email: `nobody.${++counter}@hostile.example` }),
    "applications.submit": async () => ({ application: applicationForm(), documents: [] }),
    "applications.status": async () => ({ email: `nobody.${++counter}@hostile.example` }),
    "applications.get": async () => ({ id: rows.applicationId }),
    "applications.downloadDocument": async () => ({ id: rows.applicationId, index: 0 }),
    "applications.review": async () => ({
      id: await pendingApplicationId(),
      decision: "reject",
      notes: "Not a fit for now.",
    }),
    "applications.resendWelcome": async () => ({ id: rows.applicationId }),
    "deals.submit": async () => ({
      form: "portal",
      partnerId,
      deal: {
        companyName: `Hostile Customer ${++counter}`,
        contactPerson: "Mallory",
        dealValue: "1500.00",
        expectedCloseDate: "2027-01-31",
        description: "A deal.",
      },
    }),
    "deals.changeStatus": async () => ({
      id: (await createDeal(db, { partner: { id: partnerId } })).id,
      status: "in_review",
    }),
    "deals.export": async () => ({ partnerId, status: "submitted", search: "customer" }),
    "deals.get": async () => ({ id: await dealWithProposal() }),
    "deals.downloadProposal": async () => ({ id: await dealWithProposal() }),
    "deals.conflicts": async () => ({ id: (await createDeal(db, { partner: { id: partnerId } })).id }),
    // Partner A's contact's deals, each new and in the status its move starts from.
    "deals.resubmit": async () => ({
      form: "portal",
      id: (await contactsDeal({ status: "returned" })).id,
      answer: "The buyer is procurement.",
      deal: { companyName: `Returned Customer ${++counter}`, contactPerson: "Mallory", dealValue: "1500.00" },
    }),
    "deals.withdraw": async () => ({ id: (await contactsDeal()).id, reason: "The customer chose to wait." }),
    "deals.requestExtension": async () => ({
      id: (await contactsDeal(approvedTerms())).id,
      reason: "Budget moves to next quarter.",
    }),
    "deals.decideExtension": async () => ({
      id: (
        await contactsDeal({
          ...approvedTerms(),
          extensionRequestedAt: new Date(),
          extensionReason: "Budget moves to next quarter.",
        })
      ).id,
      grant: true,
    }),
    "payouts.list": async () => ({ partnerId, status: "pending", page: 1, pageSize: 20 }),
    "team.ofPartner": async () => ({ partnerId, page: 1, pageSize: 20 }),
    // A new sales rep of the partner each time: a removed one is gone.
    "team.changeRole": async () => ({ userId: (await newRep()).id, role: "partner_admin" }),
    "team.remove": async () => ({ userId: (await newRep()).id }),
    "team.changeRoleOf": async () => ({ partnerId, userId: (await newRep()).id, role: "partner_admin" }),
    "team.removeFrom": async () => ({ partnerId, userId: (await newRep()).id }),
    // Each invitation to a new address, each change to a new open invitation: a revoked one is closed.
    "invitations.invite": async () => ({ email: newAddress(), role: "sales_rep" }),
    "invitations.resend": async () => ({ id: (await newInvitation()).id }),
    "invitations.revoke": async () => ({ id: (await newInvitation()).id }),
    "invitations.ofPartner": async () => ({ partnerId, page: 1, pageSize: 20 }),
    "invitations.inviteTo": async () => ({ partnerId, email: newAddress(), role: "sales_rep" }),
    "invitations.resendOf": async () => ({ partnerId, id: (await newInvitation()).id }),
    "invitations.revokeOf": async () => ({ partnerId, id: (await newInvitation()).id }),
    // A domain no other call has claimed (a domain names one partner), and a new waiting request each time.
    // Clearing is always the caller's to do; staff set any domain no other call has claimed.
    "joinRequests.setDomain": async () => ({ domain: null }),
    "joinRequests.setDomainOf": async () => ({
      partnerId,
      domain: `team-${++counter}-${Date.now()}.example`,
    }),
    "joinRequests.approve": async () => ({ id: (await createJoinRequest(db, { id: partnerId })).id }),
    "joinRequests.decline": async () => ({ id: (await createJoinRequest(db, { id: partnerId })).id }),
    "payouts.markPaid": async () => ({
      id: (await createPayout(db, { partner: { id: partnerId } })).id,
      reference: "TRX-2025-0042",
      paidAt: new Date().toISOString(),
    }),
    "payouts.exportUnpaid": async () => ({ partnerId }),
    "partners.get": async () => ({ id: partnerId }),
    "partners.setStatus": async () => ({ id: (await createPartner(db)).id, status: "suspended" }),
    "programme.partnerTier": async () => ({ partnerId: (await createPartner(db)).id }),
    "journey.ofPartner": async () => ({ partnerId }),
    "journey.tickStep": async () => ({ partnerId, stepId: await manualStepId() }),
    "journey.untickStep": async () => ({ partnerId, stepId: await manualStepId() }),
    "journey.stalled": async () => ({ page: 1, pageSize: 20 }),
    "agreements.version": async () => ({ id: (await createAgreementVersion(db)).id }),
    "agreements.versionDocument": async () => ({ id: (await createAgreementVersion(db)).id }),
    // JSON cannot carry the PDF, and the form's sample file has no page: refused with 400 past the access check.
    "agreements.publishPdf": async () => ({
      agreement: { title: "Partner Programme Agreement", graceDays: 30 },
    }),
    // Each call names the version current then: partner A signs it (again, for a repeat).
    "agreements.sign": async () => ({
      versionId: (await createAgreementVersion(db)).id,
      fullName: "Casey Contact",
      title: "Owner",
      accepted: true,
    }),
    "agreements.downloadSigned": async () => ({ id: (await partnersSignature()).id }),
    "agreements.ofPartner": async () => ({ partnerId }),
    "agreements.downloadSignedOf": async () => ({ partnerId, id: (await partnersSignature()).id }),
    "programme.setTierOverride": async () => ({
      partnerId: (await createPartner(db)).id,
      tier: "gold",
      reason: "Launch partner for the new product line.",
      endsOn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    }),
    "programme.clearTierOverride": async () => {
      const partner = await createPartner(db, { tier: "gold", commissionRate: "15.00" });
      await db.insert(partnerTierStates).values({
        partnerId: partner.id,
        overrideTier: "gold",
        overrideEndsAt: new Date(Date.now() + 30 * 86_400_000),
        overrideReason: "Launch partner for the new product line.",
      });
      return { partnerId: partner.id };
    },
    "partners.update": async () => ({
      id: (await createPartner(db)).id,
      partner: {
        companyName: "Hostile Partner Ltd",
        contactName: "Mallory Partner",
        contactEmail: `hostile.${++counter}@partner.example`,
        contactPhone: "+1 555 0100",
        website: "https://hostile.example",
        businessType: "reseller",
        partnerType: "Reseller",
        tier: "silver",
        commissionRate: 12.5,
      },
    }),
    "learning.course": async () => ({ id: (await course()).course.id }),
    "learning.enroll": async () => ({ id: (await course()).course.id }),
    "learning.openLesson": lessonOf,
    "learning.lessonFile": lessonOf,
    "learning.submitAttempt": async () => {
      const { course: made, questions } = await course();
      return { courseId: made.id, submissionId: randomUUID(), answers: passingAnswers(questions) };
    },
    "learning.downloadCertificate": async () => ({ enrollmentId: await completedEnrollmentId() }),
    "learning.verifyCertificate": async () => ({ code: verificationCode() }),
    "learning.editableCourse": async () => ({ id: (await course()).course.id }),
    "learning.createCourse": async () => ({ ...courseForm() }),
    "learning.updateCourse": async () => ({ id: (await course()).course.id, course: courseForm() }),
    "learning.uploadLessonFile": lessonOf,
    "learning.removeLessonFile": lessonOf,
    "learning.searchLearners": async () => ({ courseId: (await course()).course.id, search: "person" }),
    "learning.enrollLearners": async () => ({
      courseId: (await course()).course.id,
      userIds: [rows.contact.id],
    }),
    "learning.courseEnrollments": async () => ({
      courseId: (await course()).course.id,
      page: 1,
      pageSize: 10,
    }),
    "users.create": async () => ({
      email: `new.hire.${++counter}@people.example`,
      fullName: "Nora Hire",
      password: "temporary-1",
      jobTitle: "Analyst",
      role: "viewer",
    }),
    "users.update": async () => ({
      id: (await createUser(db)).id,
      fullName: "Renamed Person",
      jobTitle: "Lead",
    }),
    "users.setRole": async () => ({ id: (await createUser(db)).id, role: "viewer" }),
    "users.setPermissions": async () => ({
      id: (await createUser(db)).id,
      permissions: [],
    }),
    "users.setDepartments": async () => ({
      id: (await createUser(db)).id,
      departments: [{ departmentId: (await createDepartment(db)).id, isPrimary: true }],
    }),
    "departments.create": async () => ({
      name: `Hostile Department ${++counter}`,
      description: "Handles hostile input.",
      managerId: "none",
    }),
    "departments.update": async () => ({
      id: (await createDepartment(db)).id,
      name: `Renamed Department ${++counter}`,
      description: "Renamed.",
      managerId: "none",
    }),
    "departments.delete": async () => ({ id: (await createDepartment(db)).id }),
    "notifications.markRead": async () => ({ id: (await createNotification(db, rows.contact.id)).id }),
    // Another device of A's contact: the caller's own session is refused, as signing out ends it.
    "me.endSession": async () => ({ id: (await createSession(db, rows.contact.id)).id }),
    "resources.upload": async () => ({
      resource: { title: "Hostile Guide", description: "A guide.", contentType: "pdf", isPublic: true },
    }),
    "resources.delete": async () => ({
      id: (await createResource(db, { storage: rows.testApp.storage })).id,
    }),
    "resources.download": async () => ({
      id: (await createResource(db, { storage: rows.testApp.storage })).id,
    }),
    "apiKeys.createPartner": async () => ({ name: `Partner key ${++counter}`, expiresInDays: 30 }),
    "apiKeys.revokePartner": async () => ({ id: await newKey({ partnerId, permissions: [] }) }),
    "apiKeys.createIntegration": async () => ({
      name: `Hostile integration ${++counter}`,
      expiresInDays: 30,
      permissions: ["manage_integrations"],
    }),
    "apiKeys.revokeIntegration": async () => ({
      id: await newKey({ partnerId: null, permissions: ["view_data"] }),
    }),
    "webhooks.createMine": async () => ({
      url: "http://127.0.0.1:9/hooks",
      events: ["deal.submitted"],
      description: "Partner receiver",
    }),
    "webhooks.updateMine": async () => ({
      id: await partnerEndpointId(),
      url: "http://127.0.0.1:9/other",
      events: ["deal.status_changed"],
      description: "Renamed receiver",
      enabled: true,
    }),
    "webhooks.rotateSecretMine": async () => ({ id: await partnerEndpointId() }),
    "webhooks.deleteMine": async () => ({ id: await partnerEndpointId() }),
    "webhooks.sendTestMine": async () => ({ id: await partnerEndpointId() }),
    "webhooks.listDeliveriesMine": async () => ({
      endpointId: await partnerEndpointId(),
      state: "pending",
      page: 1,
      pageSize: 20,
    }),
    "webhooks.resendDeliveryMine": async () => ({
      id: (await createWebhookDelivery(db, await partnerEndpointId())).id,
    }),
    "webhooks.create": async () => ({
      url: "http://127.0.0.1:9/hooks",
      events: ["deal.submitted", "payout.paid"],
      description: "Hostile receiver",
    }),
    "webhooks.update": async () => ({
      id: await staffEndpointId(),
      url: "http://127.0.0.1:9/other",
      events: ["deal.status_changed"],
      description: "Renamed receiver",
      enabled: true,
    }),
    "webhooks.rotateSecret": async () => ({ id: await staffEndpointId() }),
    "webhooks.delete": async () => ({ id: await staffEndpointId() }),
    "webhooks.sendTest": async () => ({ id: await staffEndpointId() }),
    "webhooks.listDeliveries": async () => ({
      endpointId: await staffEndpointId(),
      state: "pending",
      page: 1,
      pageSize: 20,
    }),
    "webhooks.resendDelivery": async () => ({
      id: (await createWebhookDelivery(db, await staffEndpointId())).id,
    }),
    "customers.get": async () => ({ id: (await createCustomer(db, { partnerId })).id }),
    "customers.update": async () => ({
      id: (await createCustomer(db, { partnerId })).id,
      contactName: "Renamed Contact",
      csmRating: 4,
    }),
    "customers.logContact": async () => ({
      customerId: (await createCustomer(db, { partnerId })).id,
      kind: "call",
      summary: "Quarterly check-in.",
    }),
    "customers.completeOnboardingStep": async () => ({
      customerId: (await createCustomer(db, { partnerId })).id,
      step: "kickoff",
      done: true,
    }),
    "support.openTicket": async () => ({
      customerId: (await createCustomer(db, { partnerId })).id,
      subject: "The export stops halfway",
      description: "Since Monday the export stops at 50%.",
      priority: "high",
    }),
    "support.ticket": async () => ({ id: (await partnerTicketWithFile()).ticketId }),
    "support.reply": async () => ({
      ticketId: (await partnerTicketWithFile()).ticketId,
      body: "Still happening today.",
    }),
    "support.attachment": async () => partnerTicketWithFile(),
    "tickets.get": async () => ({ id: (await partnerTicketWithFile()).ticketId }),
    "tickets.create": async () => ({
      customerId: (await createCustomer(db, { partnerId })).id,
      subject: "Invoices show the wrong tax rate",
      description: "Since the **1st** every invoice shows 19%.",
      priority: "normal",
    }),
    "tickets.reply": async () => ({
      ticketId: (await partnerTicketWithFile()).ticketId,
      body: "We are looking into it.",
    }),
    "tickets.update": async () => ({ id: (await partnerTicketWithFile()).ticketId, status: "open" }),
    "tickets.bulkAssign": async () => ({
      ticketIds: [(await partnerTicketWithFile()).ticketId],
      assigneeId: null,
    }),
    "tickets.attachment": async () => partnerTicketWithFile(),
    "reports.list": async () => ({ search: "customers", page: 1, pageSize: 20 }),
    "reports.get": async () => ({ id: await staffReport() }),
    "reports.create": async () => ({
      name: `Customers by status ${++counter}`,
      visibility: "private",
      definition: REPORT_DEFINITION,
    }),
    "reports.update": async () => ({
      id: await staffReport(),
      name: "Customers by status, renamed",
      description: "Health by status.",
      visibility: "private",
      definition: REPORT_DEFINITION,
    }),
    "reports.delete": async () => ({ id: await staffReport() }),
    "reports.run": async () => ({ id: await staffReport(), page: 1, pageSize: 20 }),
    "reports.preview": async () => ({ definition: REPORT_DEFINITION, page: 1, pageSize: 20 }),
    "reports.export": async () => ({ id: await staffReport() }),
    "reports.setSchedule": async () => ({
      reportId: await staffReport(),
      preset: "mondays",
      timeOfDay: "08:00",
      timeZone: "Europe/Berlin",
      recipientUserIds: [rows.staff.id],
    }),
    "reports.removeSchedule": async () => ({
      reportId: (await createSchedule(db, await staffReport())).reportId,
    }),
    "reports.setRecipientDomains": async () => ({ domains: ["example.com"] }),
    "analytics.summary": async () => ({ period: "12m" }),
  };
}

/**
 * A report over a dataset every staff member reads: customers, with columns, a filter and a grouping, and no sort
 * (which names a key elsewhere in it): dropping any one part leaves a definition that is valid or refused there.
 */
const REPORT_DEFINITION = {
  dataset: "customers",
  columns: ["name", "status"],
  filters: [{ column: "contract_value", operator: "at_least", values: ["1000"] }],
  grouping: {
    by: [{ column: "status" }, { column: "start", bucket: "month" }],
    measures: [{ aggregate: "count" }, { aggregate: "average", column: "health" }],
  },
  sort: null,
} satisfies ReportDefinition;

/**
 * A valid input per procedure that takes one, shared by the tests that send every procedure something it
 * accepts (the hostile-text test puts one hostile value into it, the access matrix sends it as it is): its
 * contract's example, or else the one written here for a partner, its contact (made with CONTACT_PASSWORD) and a
 * staff member, once the partner has an approved application with one stored document, reviewed by that staff
 * member.
 */
export async function validInputsOf(
  testApp: TestApp,
  people: { partner: TestPartner; contact: TestUser; staff: TestUser },
): Promise<Record<string, () => Promise<Input>>> {
  return { ...exampleInputs(), ...(await handWrittenInputsOf(testApp, people)) };
}

/** The inputs written here for the procedures whose contract gives no example, for the same rows as validInputsOf. */
export async function handWrittenInputsOf(
  testApp: TestApp,
  people: { partner: TestPartner; contact: TestUser; staff: TestUser },
): Promise<Record<string, () => Promise<Input>>> {
  const { application } = await createApplication(testApp.testDatabase.database.db, {
    partner: people.partner,
    status: "approved",
    reviewer: people.staff,
    documents: [{ name: "plan.pdf", type: "application/pdf", bytes: SAMPLE_PDF }],
    storage: testApp.storage,
  });
  return handWrittenInputs({
    testApp,
    ...people,
    contact: { ...people.contact, password: CONTACT_PASSWORD },
    applicationId: application.id,
  });
}
