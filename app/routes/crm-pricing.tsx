import { CrmPricingPage } from "~/features/onboarding-price-tables";
import { crmPricingSchema } from "~/lib/page-schemas";
import crmPricingPage from "~/content/page-meta/crm-pricing";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(crmPricingPage, import.meta.env.SSR && [crmPricingSchema()]);

export default function CrmPricingRoute() {
  return <CrmPricingPage />;
}
