/** Free text as typed; a snake_case value ("value_added_reseller") as words ("Value added reseller"). */
export function humanize(value: string): string {
  if (!/^[a-z0-9]+(?:_[a-z0-9]+)+$/.test(value)) return value;
  const words = value.replaceAll("_", " ");
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}
