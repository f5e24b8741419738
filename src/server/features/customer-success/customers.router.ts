import { z } from "zod";
import { featureRouter } from "#server/rpc/feature-router";
import { API_KEYS_ALLOWED, permissionProcedure, staffProcedure } from "#server/rpc/procedures";
import {
  completeOnboardingStepInput,
  contactLogEntry,
  createCustomerInput,
  customerIdInput,
  customerSuccessPeopleOutput,
  customerSummary,
  getCustomerOutput,
  listCustomersInput,
  listCustomersOutput,
  listOnboardingInput,
  listOnboardingOutput,
  logCustomerContactInput,
  onboardingStepSchema,
  updateCustomerInput,
} from "#shared/contracts/customers";
import { completeOnboardingStep } from "./complete-onboarding-step";
import { createCustomer } from "./create-customer";
import { getCustomer } from "./get-customer";
import { listCustomerSuccessPeople } from "./list-customer-success-people";
import { listCustomers } from "./list-customers";
import { listOnboarding } from "./list-onboarding";
import { logCustomerContact } from "./log-customer-contact";
import { updateCustomer } from "./update-customer";

const CUSTOMERS_TAG = {
  name: "Customers",
  description: "Customers: the directory, a customer's page, its contacts and onboarding.",
};

/** Every staff member reads customers; holders of manage_customers (and administrators) change them. */
const manageCustomers = () => permissionProcedure("manage_customers");

const customerOutput = z.object({ customer: customerSummary });

export const customersRouter = featureRouter(CUSTOMERS_TAG, {
  list: staffProcedure
    .meta(API_KEYS_ALLOWED)
    .route({
      method: "GET",
      path: "/customers",
      summary: "The customer directory, one page: searched by customer or contact name, filtered and sorted",
    })
    .input(listCustomersInput)
    .output(listCustomersOutput)
    .handler(({ input, context }) => listCustomers(context.db, input)),

  get: staffProcedure
    .meta(API_KEYS_ALLOWED)
    .meta({ refusals: { 404: "No customer has this id." } })
    .route({
      method: "GET",
      path: "/customers/{id}",
      summary: "One customer: its health explained, onboarding, deals, latest tickets and contacts",
    })
    .input(customerIdInput)
    .output(getCustomerOutput)
    .handler(({ input, context }) => getCustomer(context.db, input.id)),

  create: manageCustomers()
    .meta(API_KEYS_ALLOWED)
    .meta({ refusals: { 409: "A customer with the same name (normalised) exists." } })
    .route({
      method: "POST",
      path: "/customers",
      summary: "Add a customer by hand, with its onboarding checklist",
      successStatus: 201,
    })
    .input(createCustomerInput)
    .output(customerOutput)
    .handler(({ input, context }) => createCustomer(context.db, context.caller, input)),

  update: manageCustomers()
    .meta({
      refusals: {
        404: "No customer has this id.",
        409: "The new name (normalised) is another customer's.",
      },
    })
    .route({
      method: "PATCH",
      path: "/customers/{id}",
      summary: "Edit a customer; churned is set by hand, the health score follows its inputs",
    })
    .input(updateCustomerInput)
    .output(customerOutput)
    .handler(({ input, context }) => updateCustomer(context.db, context.caller, input)),

  logContact: manageCustomers()
    .meta({ refusals: { 404: "No customer has this id." } })
    .route({
      method: "POST",
      path: "/customers/{customerId}/contacts",
      summary: "Log a call, meeting or e-mail with a customer; it moves the customer's last contact",
      successStatus: 201,
    })
    .input(logCustomerContactInput)
    .output(z.object({ entry: contactLogEntry }))
    .handler(({ input, context }) => logCustomerContact(context.db, context.caller, input)),

  onboarding: staffProcedure
    .route({
      method: "GET",
      path: "/customers/onboarding",
      summary: "Customers in their first 90 days with their onboarding progress and overdue steps",
    })
    .input(listOnboardingInput)
    .output(listOnboardingOutput)
    .handler(({ input, context }) => listOnboarding(context.db, input)),

  completeOnboardingStep: manageCustomers()
    .meta({ refusals: { 404: "No customer has this id, or it has no such step." } })
    .route({
      method: "PUT",
      path: "/customers/{customerId}/onboarding/{step}",
      summary: "Mark a customer's onboarding step done, or not done again",
    })
    .input(completeOnboardingStepInput)
    .output(z.object({ onboarding: z.array(onboardingStepSchema) }))
    .handler(({ input, context }) => completeOnboardingStep(context.db, context.caller, input)),

  people: staffProcedure
    .route({
      method: "GET",
      path: "/customers/people",
      summary: "Who may own a customer or work a ticket: staff managing customers and administrators",
    })
    .output(customerSuccessPeopleOutput)
    .handler(({ context }) => listCustomerSuccessPeople(context.db)),
});
