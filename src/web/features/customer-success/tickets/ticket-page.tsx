export function TicketPage() {
  return <h1>Support ticket</h1>;
}
