import { type Ref, useState } from "react";
import type { ActivePartnerOption } from "#shared/contracts/partners";
import type { FieldControlProps } from "#web/components/forms/form-field";
import { SearchCombobox } from "#web/components/search/search-combobox";
import { useDebouncedValue } from "#web/lib/hooks/use-debounced-value";
import { useActivePartners } from "./api/get-active-partners";

/** How the server pages the chooser's options: a full page means there may be more to search for. */
const PAGE = 50;

export const partnerLabel = (partner: ActivePartnerOption) =>
  `${partner.companyName} (${partner.contactName})`;

/**
 * An administrator's choice of the active partner a deal is for: the active partners searched by company or
 * contact name on the server as one types, listed by company name. Typing clears the choice.
 */
export function PartnerChooser({
  control,
  value,
  onChange,
  onBlur,
  disabled,
  ref,
}: {
  /** The label, hint and error wiring FormField gives its control. */
  control: FieldControlProps;
  value: ActivePartnerOption | null;
  onChange(partner: ActivePartnerOption | null): void;
  onBlur?(): void;
  disabled: boolean;
  ref?: Ref<HTMLInputElement>;
}) {
  const [typed, setTyped] = useState("");
  const search = useDebouncedValue(typed.trim());
  const partners = useActivePartners(search);

  return (
    <SearchCombobox
      control={control}
      ref={ref}
      value={value}
      onChange={onChange}
      onSearchChange={setTyped}
      // The first page is asked for at once: an administrator registering a deal always chooses a partner.
      onOpen={() => {}}
      onBlur={onBlur}
      results={{
        options: partners.data ?? [],
        pending: partners.isPending,
        fetching: partners.isFetching,
        failed: partners.isError,
        search,
        limit: PAGE,
      }}
      optionLabel={partnerLabel}
      optionName={(partner) => partner.companyName}
      optionDetail={(partner) => partner.contactName}
      placeholder="Search partners..."
      noun={["active partner", "active partners"]}
      listLabel="Active partners"
      disabled={disabled}
    />
  );
}
