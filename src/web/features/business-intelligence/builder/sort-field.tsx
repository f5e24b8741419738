import { SelectFilter } from "#web/components/forms/select-filter";
import { sortKeysOf } from "./report-draft";
import { useDefinition } from "./use-definition";

const DIRECTIONS = [
  { value: "asc", label: "Ascending" },
  { value: "desc", label: "Descending" },
] as const;

/** The order of the rows: by one of the columns, groups or figures the report shows, or as the data comes. */
export function SortField({ idPrefix }: { idPrefix: string }) {
  const { definition, change, errorAt } = useDefinition();
  const { sort } = definition;
  return (
    <section aria-labelledby={`${idPrefix}-sort`} className="grid gap-3">
      <h3 id={`${idPrefix}-sort`} className="font-medium">
        Sort
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectFilter
          id={`${idPrefix}-sort-key`}
          label="Sort by"
          allLabel="Not sorted"
          options={sortKeysOf(definition)}
          value={sort?.key ?? "all"}
          error={errorAt("sort.key") ?? errorAt("sort")}
          onChange={(key) =>
            change({
              ...definition,
              sort: key === "all" ? null : { key, direction: sort?.direction ?? "asc" },
            })
          }
        />
        {sort ? (
          <SelectFilter
            id={`${idPrefix}-sort-direction`}
            label="Direction"
            options={DIRECTIONS}
            value={sort.direction}
            onChange={(direction) => change({ ...definition, sort: { ...sort, direction } })}
          />
        ) : null}
      </div>
    </section>
  );
}
