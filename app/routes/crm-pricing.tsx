import { CrmPricingPage } from "~/features/onboarding-price-tables";
import { crmPricingSchema } from "~/lib/page-schemas";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("crm-pricing", [crmPricingSchema()]);

export default function CrmPricingRoute() {
  return <CrmPricingPage />;
}
