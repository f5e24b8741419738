import { PencilIcon, SaveIcon } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import type { getCustomerOutput } from "#shared/contracts/customers";
import { CUSTOMER_FORM_FIELDS } from "#shared/contracts/customers";
import { ActionDialog } from "#web/components/dialogs/action-dialog";
import { DialogSubmitRow } from "#web/components/dialogs/dialog-submit-row";
import { FormField } from "#web/components/forms/form-field";
import { SelectField } from "#web/components/forms/select-field";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useUpdateCustomer } from "../api/update-customer";
import { usePartnerChoice } from "../use-partner-choice";
import { CustomerFields, type CustomerTextField } from "./customer-fields";
import {
  type EditCustomerFields,
  type EditCustomerValues,
  editCustomerFormSchema,
} from "./customer-form-schema";
import { OwnerField } from "./owner-field";
import { PartnerField } from "./partner-field";

type CustomerDetail = z.output<typeof getCustomerOutput>["customer"];

const FIELD_ORDER = [
  ...CUSTOMER_FORM_FIELDS,
  "csmRating",
] as const satisfies readonly (keyof EditCustomerFields)[];

const RATINGS = ["1", "2", "3", "4", "5"] as const;
const RATING_WORDS: Record<(typeof RATINGS)[number], string> = {
  "1": "1 - Very unhappy",
  "2": "2 - Unhappy",
  "3": "3 - Neutral",
  "4": "4 - Happy",
  "5": "5 - Very happy",
};

/** The stored customer as the form's values. */
function fieldsOf(customer: CustomerDetail): EditCustomerFields {
  return {
    name: customer.name,
    contactName: customer.contactName,
    contactEmail: customer.contactEmail ?? "",
    contactPhone: customer.contactPhone ?? "",
    ownerId: customer.owner?.id ?? "",
    partnerId: customer.partner?.id ?? "",
    // "48000.00" shows as 48000, "12500.50" as 12500.5.
    contractValue: String(Number(customer.contractValue)),
    startDate: customer.startDate,
    renewalDate: customer.renewalDate ?? "",
    csmRating: customer.csmRating === null ? "" : String(customer.csmRating),
  };
}

/**
 * The Edit button of a customer's page and its dialog, for holders of manage_customers: the details, the owner
 * and partner, and the CSM rating, which with the renewal date moves the health score
 * (docs/product/customer-success.md#health).
 */
export function EditCustomerDialog({ customer }: { customer: CustomerDetail }) {
  return (
    <ActionDialog
      label="Edit"
      accessibleName={`Edit ${customer.name}`}
      icon={<PencilIcon aria-hidden="true" />}
      size="default"
      contentClassName="sm:max-w-2xl"
    >
      {(close) => <EditCustomerForm customer={customer} onDone={close} />}
    </ActionDialog>
  );
}

function EditCustomerForm({ customer, onDone }: { customer: CustomerDetail; onDone(): void }) {
  const id = useId();
  const update = useUpdateCustomer();
  const choosePartner = usePartnerChoice();
  const form = useContractForm(editCustomerFormSchema, {
    defaultValues: fieldsOf(customer),
    order: FIELD_ORDER,
  });
  const {
    register,
    control,
    setValue,
    formState: { isSubmitting },
  } = form;

  const send = async ({ partnerId, ...values }: EditCustomerValues) => {
    try {
      // Without a partner chooser the partner is shown, not chosen, so it is left as it is.
      const { customer: saved } = await update.mutateAsync({
        id: customer.id,
        ...values,
        ...(choosePartner ? { partnerId } : {}),
      });
      toast.success("Customer updated", { description: `${saved.name}'s details were saved.` });
      onDone();
    } catch (error) {
      form.refuseCall(error, "Failed to update customer");
    }
  };
  const field = (name: CustomerTextField) => ({ registration: register(name), error: form.error(name) });

  return (
    <form onSubmit={form.submit(send)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Edit {customer.name}</DialogTitle>
        <DialogDescription>
          Details, owner and the CSM rating. The rating and the renewal date count in the health score.
        </DialogDescription>
      </DialogHeader>
      <CustomerFields
        idPrefix={id}
        field={field}
        disabled={isSubmitting}
        owner={
          <OwnerField
            id={`${id}-owner`}
            control={control}
            current={customer.owner}
            error={form.error("ownerId")}
            disabled={isSubmitting}
          />
        }
        partner={
          choosePartner ? (
            <PartnerField
              id={`${id}-partner`}
              initial={customer.partner}
              onChange={(partnerId) => setValue("partnerId", partnerId)}
              error={form.error("partnerId")}
              disabled={isSubmitting}
            />
          ) : (
            <FormField
              id={`${id}-partner`}
              label="Partner"
              hint="Partners are chosen by partner administrators."
            >
              {(control) => (
                <Input {...control} readOnly value={customer.partner?.companyName ?? "No partner"} />
              )}
            </FormField>
          )
        }
      />
      <SelectField
        id={`${id}-rating`}
        label="CSM Rating"
        name="csmRating"
        control={control}
        options={RATINGS}
        optionLabel={(rating) => RATING_WORDS[rating]}
        emptyLabel="Not rated"
        hint="How the customer's success manager rates the relationship."
        error={form.error("csmRating")}
        disabled={isSubmitting}
      />
      <DialogSubmitRow
        label="Save Changes"
        busy={isSubmitting}
        icon={<SaveIcon aria-hidden="true" />}
        reasons={form.reasons}
        onCancel={onDone}
      />
    </form>
  );
}
