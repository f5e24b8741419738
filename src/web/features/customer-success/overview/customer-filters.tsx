import { CUSTOMER_SORTS } from "#shared/contracts/customers";
import { CUSTOMER_STATUSES, type CustomerStatus } from "#shared/enums";
import { CUSTOMER_STATUS_LABELS } from "#shared/labels";
import { FormField } from "#web/components/forms/form-field";
import { type FilterOption, SelectFilter } from "#web/components/forms/select-filter";
import { useCustomerSuccessPeople } from "../api/customer-success-people";
import { type PartnerChoice, PartnerChooser } from "../partner-chooser";

export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

const SORT_LABELS: Record<CustomerSort, string> = {
  name: "Name",
  health_asc: "Health: lowest first",
  health_desc: "Health: highest first",
  last_contact: "Last contact",
};

const STATUS_OPTIONS: FilterOption<CustomerStatus>[] = CUSTOMER_STATUSES.map((status) => ({
  value: status,
  label: CUSTOMER_STATUS_LABELS[status],
}));
const SORT_OPTIONS: FilterOption<CustomerSort>[] = CUSTOMER_SORTS.map((sort) => ({
  value: sort,
  label: SORT_LABELS[sort],
}));

/** The owner filter's value for customers nobody owns, as the server reads it. */
export const NO_OWNER = "none";

export interface CustomerFilterValues {
  status: CustomerStatus | "all";
  /** A person's id, NO_OWNER, or "all". */
  owner: string;
  partner: PartnerChoice | null;
  sort: CustomerSort;
}

/** The directory's menus: status, owner, partner (for those who may list partners) and the order. */
export function CustomerFilters({
  values,
  onChange,
  choosePartner,
}: {
  values: CustomerFilterValues;
  onChange(changes: Partial<CustomerFilterValues>): void;
  /** Partners are listed only to holders of manage_partners or manage_customers, as the server answers. */
  choosePartner: boolean;
}) {
  const people = useCustomerSuccessPeople();
  const ownerOptions: FilterOption<string>[] = [
    { value: NO_OWNER, label: "No owner" },
    ...(people.data?.people ?? []).map((person) => ({ value: person.id, label: person.name })),
  ];
  // An owner from the address is named while the people load, or once they no longer hold the permission.
  if (values.owner !== "all" && !ownerOptions.some((option) => option.value === values.owner)) {
    ownerOptions.push({
      value: values.owner,
      label: people.isPending ? "Loading owners..." : "Someone no longer listed",
    });
  }
  return (
    <>
      <SelectFilter
        id="customer-status-filter"
        label="Status"
        allLabel="All statuses"
        value={values.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ status })}
      />
      <SelectFilter
        id="customer-owner-filter"
        label="Owner"
        allLabel="All owners"
        value={values.owner}
        options={ownerOptions}
        onChange={(next) => onChange({ owner: next })}
      />
      {choosePartner ? (
        <FormField id="customer-partner-filter" label="Partner">
          {(control) => (
            <PartnerChooser
              control={control}
              value={values.partner}
              onChange={(partner) => onChange({ partner })}
              nothingLabel="All partners"
              disabled={false}
            />
          )}
        </FormField>
      ) : null}
      <SelectFilter
        id="customer-sort"
        label="Sort by"
        value={values.sort}
        options={SORT_OPTIONS}
        onChange={(sort) => onChange({ sort })}
      />
    </>
  );
}
