import { z } from "zod";
import { customerFormSchema } from "#shared/contracts/customers";

// A form's empty input arrives as "": for the optional fields it means not given (adding) or cleared (editing).
const blankAs =
  <Empty>(empty: Empty) =>
  (value: unknown) =>
    value === "" ? empty : value;

const shape = customerFormSchema.shape;

/** The Add Customer form: the shared rules, with an empty e-mail, owner or partner read as not given. */
export const addCustomerFormSchema = customerFormSchema.extend({
  contactEmail: z.preprocess(blankAs(undefined), shape.contactEmail),
  ownerId: z.preprocess(blankAs(undefined), shape.ownerId),
  partnerId: z.preprocess(blankAs(undefined), shape.partnerId),
});

export type AddCustomerFields = z.input<typeof addCustomerFormSchema>;
export type AddCustomerValues = z.output<typeof addCustomerFormSchema>;

/**
 * The Edit form: the same fields, where an emptied owner, partner or renewal date clears it (null), plus the CSM
 * rating, 1 to 5 or not rated.
 */
export const editCustomerFormSchema = addCustomerFormSchema.extend({
  ownerId: z.preprocess(blankAs(null), shape.ownerId.unwrap().nullable()),
  partnerId: z.preprocess(blankAs(null), shape.partnerId.unwrap().nullable()),
  renewalDate: z.preprocess(
    blankAs(null),
    z.iso.date({ error: "Renewal date must be a date (YYYY-MM-DD)" }).nullable(),
  ),
  // The menu offers only 1 to 5 or not rated; the server holds the rule and its words.
  csmRating: z.preprocess(
    (value) => (value === "" || value === null ? null : Number(value)),
    z.number().nullable(),
  ),
});

export type EditCustomerFields = z.input<typeof editCustomerFormSchema>;
export type EditCustomerValues = z.output<typeof editCustomerFormSchema>;
