import { Badge } from "#web/components/ui/badge";

interface StatusLook {
  label: string;
  className: string;
}

// A Map, so that values such as "constructor" do not find inherited object keys.
const STATUS_LOOKS = new Map<string, StatusLook>([
  ["healthy", { label: "Healthy", className: "border-green-200 bg-green-100 text-green-800" }],
  ["at_risk", { label: "At Risk", className: "border-yellow-300 bg-yellow-100 text-yellow-900" }],
  ["churned", { label: "Churned", className: "border-red-200 bg-red-100 text-red-800" }],
]);
const UNKNOWN: StatusLook = { label: "Unknown", className: "border-slate-300 bg-slate-100 text-slate-700" };

/**
 * docs/product/customer-success.md#customers: healthy, at_risk and churned have their labels; any other value
 * reads 'Unknown'.
 */
export function customerStatusLook(status: string): StatusLook {
  return STATUS_LOOKS.get(status) ?? UNKNOWN;
}

export function CustomerStatusBadge({ status }: { status: string }) {
  const look = customerStatusLook(status);
  return (
    <Badge variant="outline" className={look.className}>
      {look.label}
    </Badge>
  );
}
