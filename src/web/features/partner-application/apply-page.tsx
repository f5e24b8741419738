import { ComingSoonPage } from "../../components/coming-soon-page";

export function ApplyPage() {
  return (
    <ComingSoonPage
      title="Become a Partner"
      text="The partner application form opens here soon. Please check back in a few days."
    />
  );
}
