import { PlusIcon } from "lucide-react";
import { useId } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { CUSTOMER_FORM_FIELDS } from "#shared/contracts/customers";
import { paths } from "#web/app/paths";
import { ActionDialog } from "#web/components/dialogs/action-dialog";
import { DialogSubmitRow } from "#web/components/dialogs/dialog-submit-row";
import { DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { useContractForm } from "#web/lib/forms/use-contract-form";
import { useCreateCustomer } from "../api/create-customer";
import { usePartnerChoice } from "../use-partner-choice";
import { CustomerFields, type CustomerTextField } from "./customer-fields";
import { type AddCustomerValues, addCustomerFormSchema } from "./customer-form-schema";
import { OwnerField } from "./owner-field";
import { PartnerField } from "./partner-field";

const today = () => new Date().toLocaleDateString("en-CA");

/**
 * The Add Customer button and its dialog (docs/product/customer-success.md#customers), for holders of
 * manage_customers: a customer added by hand opens its own page once saved.
 */
export function AddCustomerDialog() {
  return (
    <ActionDialog
      label="Add Customer"
      icon={<PlusIcon aria-hidden="true" />}
      variant="default"
      size="default"
      className="w-full sm:w-auto"
      contentClassName="sm:max-w-2xl"
    >
      {(close) => <AddCustomerForm onDone={close} />}
    </ActionDialog>
  );
}

function AddCustomerForm({ onDone }: { onDone(): void }) {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateCustomer();
  const choosePartner = usePartnerChoice();
  const form = useContractForm(addCustomerFormSchema, {
    defaultValues: {
      name: "",
      contactName: "",
      contactEmail: "",
      contactPhone: "",
      ownerId: "",
      partnerId: "",
      contractValue: "",
      startDate: today(),
      renewalDate: "",
    },
    order: CUSTOMER_FORM_FIELDS,
  });
  const {
    register,
    control,
    setValue,
    formState: { isSubmitting },
  } = form;

  const send = async (values: AddCustomerValues) => {
    try {
      const { customer } = await create.mutateAsync(values);
      toast.success("Customer added", { description: `${customer.name} is in the directory.` });
      navigate(paths.customerSuccess.customer.to(customer.id));
      onDone();
    } catch (error) {
      form.refuseCall(error, "Failed to add customer");
    }
  };
  const field = (name: CustomerTextField) => ({ registration: register(name), error: form.error(name) });

  return (
    <form onSubmit={form.submit(send)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Add Customer</DialogTitle>
        <DialogDescription>
          A customer the team won outside the partner programme. Customers from won deals are added for you.
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
            current={null}
            error={form.error("ownerId")}
            disabled={isSubmitting}
          />
        }
        partner={
          choosePartner ? (
            <PartnerField
              id={`${id}-partner`}
              initial={null}
              onChange={(partnerId) => setValue("partnerId", partnerId)}
              error={form.error("partnerId")}
              disabled={isSubmitting}
            />
          ) : null
        }
      />
      <DialogSubmitRow
        label="Add Customer"
        busy={isSubmitting}
        busyLabel="Adding"
        icon={<PlusIcon aria-hidden="true" />}
        reasons={form.reasons}
        onCancel={onDone}
      />
    </form>
  );
}
