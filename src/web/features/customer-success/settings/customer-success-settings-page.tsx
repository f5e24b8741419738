export function CustomerSuccessSettingsPage() {
  return <h1>Customer Success settings</h1>;
}
