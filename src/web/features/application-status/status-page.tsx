import { ComingSoonPage } from "../../components/coming-soon-page";

export function StatusPage() {
  return (
    <ComingSoonPage
      title="Application Status"
      text="The application status lookup opens here soon. Please check back in a few days."
    />
  );
}
