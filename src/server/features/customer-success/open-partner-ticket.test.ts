import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partnerAuditLogs, supportTickets, webhookDeliveries } from "#server/db/schema/index";
import { createCustomer } from "#tests/factories/customers";
import { createPartner, type TestPartner } from "#tests/factories/partners";
import {
  createPartnerContact,
  createUser,
  createUserWithPermission,
  type TestUser,
} from "#tests/factories/users";
import { createWebhookEndpoint } from "#tests/factories/webhooks";
import { createTestApp, type TestApp } from "#tests/support/apps/test-app";
import { signedInAs, type TestBrowser } from "#tests/support/browser/rpc-client";
import { toldAbout } from "#tests/support/database/stored-notifications";

let app: TestApp;
let partner: TestPartner;
let contact: TestUser;
let asContact: TestBrowser;
let manager: TestUser;
let bystander: TestUser;
const db = () => app.testDatabase.database.db;

beforeAll(async () => {
  app = await createTestApp();
  partner = await createPartner(db());
  contact = await createPartnerContact(db(), partner);
  asContact = await signedInAs(app, contact);
  manager = await createUserWithPermission(db(), "manage_customers");
  bystander = await createUser(db());
});
afterAll(async () => {
  await app.dispose();
});

describe("a partner opening a ticket", () => {
  it("opens it new for its own customer, as the contact's request, and tells the customer-success team", async () => {
    const customer = await createCustomer(db(), { partnerId: partner.id, name: "Initech Support Co" });
    const { ticket } = await asContact.client.support.openTicket({
      customerId: customer.id,
      subject: "Invoices show the wrong tax rate",
      description: "Every invoice since **March** shows 19%.",
    });
    expect(ticket).toMatchObject({
      subject: "Invoices show the wrong tax rate",
      customer: { id: customer.id, name: "Initech Support Co" },
      partner: { id: partner.id, companyName: partner.companyName },
      requesterName: contact.name,
      priority: "normal",
      status: "new",
      assignee: null,
    });
    const [row] = await db().select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(row).toMatchObject({ partnerId: partner.id, requesterId: contact.id });

    const told = await toldAbout(db(), ticket.id);
    expect(told.map((notice) => notice.userId)).toContain(manager.id);
    expect(told.map((notice) => notice.userId)).not.toContain(bystander.id);
    expect(told.map((notice) => notice.userId)).not.toContain(contact.id);
    expect(told.find((notice) => notice.userId === manager.id)).toMatchObject({
      kind: "ticket_opened",
      message: `${contact.name} of ${partner.companyName} opened ticket #${ticket.number} (Invoices show the wrong tax rate) for Initech Support Co.`,
    });

    const audit = await db().select().from(partnerAuditLogs).where(eq(partnerAuditLogs.subjectId, ticket.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "ticket_created",
      actorUserId: contact.id,
      partnerId: partner.id,
    });
  });

  it("sends ticket.created to the partner's webhook endpoints", async () => {
    const endpoint = await createWebhookEndpoint(db(), { partnerId: partner.id, events: ["ticket.created"] });
    const customer = await createCustomer(db(), { partnerId: partner.id });
    const { ticket } = await asContact.client.support.openTicket({
      customerId: customer.id,
      subject: "Webhook check",
      description: "A ticket for the receiver.",
      priority: "urgent",
    });
    const deliveries = await db()
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(deliveries.map((delivery) => delivery.eventType)).toEqual(["ticket.created"]);
    expect(deliveries[0]?.body).toContain(ticket.id);
  });
});
