import { type Ref, useState } from "react";
import type { ActivePartnerOption } from "#shared/contracts/partners";
import type { FieldControlProps } from "#web/components/forms/form-field";
import { SearchCombobox } from "#web/components/search/search-combobox";
import { useDebouncedValue } from "#web/lib/hooks/use-debounced-value";
import { useActivePartners } from "./api/active-partners";

/** How the server pages the chooser's options: a full page means there may be more to search for. */
const PAGE = 50;

/** A partner as a chooser holds it; a customer's partner need not carry its contact's name. */
export type PartnerChoice = Pick<ActivePartnerOption, "id" | "companyName"> & { contactName?: string };

/**
 * The partner a customer came through, or none: the active partners searched by company or contact name on
 * the server as one types. Used by the directory's Partner filter and the customer form.
 */
export function PartnerChooser({
  control,
  value,
  onChange,
  onBlur,
  nothingLabel,
  disabled,
  ref,
}: {
  control: FieldControlProps;
  value: PartnerChoice | null;
  onChange(partner: PartnerChoice | null): void;
  onBlur?(): void;
  /** The choice of none, e.g. "All partners" for a filter or "No partner" for a field. */
  nothingLabel: string;
  disabled: boolean;
  ref?: Ref<HTMLInputElement>;
}) {
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState("");
  const search = useDebouncedValue(typed.trim());
  const partners = useActivePartners(search, { enabled: opened });

  return (
    <SearchCombobox<PartnerChoice>
      control={control}
      ref={ref}
      value={value}
      onChange={onChange}
      onSearchChange={setTyped}
      onOpen={() => setOpened(true)}
      onBlur={onBlur}
      results={{
        options: partners.data ?? [],
        pending: partners.isPending,
        fetching: partners.isFetching,
        failed: partners.isError,
        search,
        limit: PAGE,
      }}
      optionLabel={(partner) => partner.companyName}
      optionDetail={(partner) => partner.contactName ?? ""}
      nothingLabel={nothingLabel}
      noun={["active partner", "active partners"]}
      listLabel="Active partners"
      disabled={disabled}
    />
  );
}
