import type { ListSearch } from "#web/components/lists/list-filter";
import type { Report } from "../business-intelligence-sample-data";

/** The report library's search looks in a report's name and description, not its type. */
export const REPORT_SEARCH: ListSearch<Report> = { fields: ["name", "description"] };
