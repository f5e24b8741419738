import { UsersIcon } from "lucide-react";
import { useId, useState } from "react";
import { z } from "zod";
import { CUSTOMER_SORTS } from "#shared/contracts/customers";
import { CUSTOMER_STATUSES } from "#shared/enums";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { PaginationBar } from "#web/components/lists/pagination-bar";
import { SearchField } from "#web/components/search/search-field";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { useAddressSearch } from "#web/lib/address/use-address-search";
import { choiceParam, idOrAllParam, recordParam, useAddressState } from "#web/lib/address/use-address-state";
import { usePagedList } from "#web/lib/queries/use-paged-list";
import { useCustomers } from "../api/list-customers";
import { usePartnerChoice } from "../use-partner-choice";
import { CustomerFilters } from "./customer-filters";
import { CustomerRow } from "./customer-row";

/** A person's id, "none" for customers nobody owns, or "all" (left out of the address). */
const partnerInAddress = z.object({ id: z.uuid(), companyName: z.string() });

// The filters in the address (docs/product/shell-and-navigation.md#lists-and-the-address).
const FILTER_PARAMS = {
  status: choiceParam(["all", ...CUSTOMER_STATUSES], "all"),
  owner: idOrAllParam,
  partner: recordParam((value) => partnerInAddress.parse(value)),
  sort: choiceParam(CUSTOMER_SORTS, "name"),
};

/**
 * The Customer Directory (docs/product/customer-success.md#customers): searched by customer or contact name,
 * filtered by status, owner and partner, sorted and paged on the server.
 */
export function CustomerDirectory() {
  const headingId = useId();
  const [{ status, owner, partner, sort }, setFilters] = useAddressState(FILTER_PARAMS);
  const { text, setText, search } = useAddressSearch();
  const choosePartner = usePartnerChoice();
  // One "now" per rendering of the list, so every row's Last contact counts from the same moment.
  const [now] = useState(() => new Date());

  const filters = {
    ...(search ? { search } : {}),
    ...(status !== "all" ? { status } : {}),
    ...(owner !== "all" ? { ownerId: owner } : {}),
    ...(partner ? { partnerId: partner.id } : {}),
    sort,
  };
  const { list, ...paging } = usePagedList(useCustomers, filters);
  const filtered = search !== "" || status !== "all" || owner !== "all" || partner !== null;

  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader className="gap-1.5">
        <CardTitle asChild>
          <h2 id={headingId}>Customer Directory</h2>
        </CardTitle>
        <CardDescription>Health, status and the latest contact for each customer.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(auto-fit,minmax(9rem,1fr))] lg:items-end">
          <SearchField
            className="self-end sm:col-span-2 lg:col-span-1"
            id="customer-search"
            label="Search customers"
            placeholder="Search customers..."
            value={text}
            onChange={setText}
          />
          <CustomerFilters
            values={{ status, owner, partner, sort }}
            onChange={(changes) => setFilters(changes)}
            choosePartner={choosePartner}
          />
        </div>
        {list.isPending ? (
          <ListLoading label="Loading customers" rowClassName="h-28 w-full" />
        ) : list.isError ? (
          <ListLoadFailed message="Failed to load customers." onRetry={() => list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState
            icon={<UsersIcon />}
            title={filtered ? "No customers match" : "No customers yet"}
            description={
              filtered
                ? search
                  ? `No customers match "${search}". Try another company or contact name, or another filter.`
                  : "Try another filter."
                : "Customers appear here when a partner's deal is won, or when someone adds one."
            }
          />
        ) : (
          <>
            <ul aria-label="Customers" aria-busy={list.isFetching} className="grid grid-cols-1 gap-3">
              {list.data.items.map((customer) => (
                <CustomerRow key={customer.id} customer={customer} now={now} />
              ))}
            </ul>
            <PaginationBar
              {...paging}
              totalCapped={list.data.totalCapped ?? false}
              noun={["customer", "customers"]}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
