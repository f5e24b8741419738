import { BUSINESS_TYPE_LABELS } from "#shared/application-labels";
import { humanize } from "../lib/format/humanize";

/** How every screen names a partner's business type: the application form, its review and the Partners tab. */
export { BUSINESS_TYPE_LABELS };

/** A business type's name; a stored value this version does not know (or free text), as words. */
export const businessTypeLabel = (type: string): string =>
  (BUSINESS_TYPE_LABELS as Record<string, string>)[type] ?? humanize(type);
