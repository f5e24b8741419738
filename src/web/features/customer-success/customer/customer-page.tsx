export function CustomerPage() {
  return <h1>Customer</h1>;
}
