import { CrmPricingPage } from "~/features/onboarding-price-tables";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("crm-pricing");

export default function CrmPricingRoute() {
  return <CrmPricingPage />;
}
