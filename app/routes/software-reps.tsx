import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { deferred } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/gradient-text";
import { site } from "~/config/site";
import softwareRepsPage from "~/content/page-meta/software-reps";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(softwareRepsPage);

const integrationsOnly = ["integrations"] as const;

// Everything below the hero loads its code as the visitor nears it; the calculator and the
// advisor are the heaviest widgets and far apart, so each is a part of its own.
const ResourcesAndPricing = deferred("sales-resources", () =>
  import("~/features/software-reps/resources-and-pricing").then(
    (module) => module.ResourcesAndPricing,
  ),
);
const HubPriceTables = deferred("pricing-reference", () =>
  import("~/features/onboarding-price-tables/hub-price-tables").then(
    (module) => module.HubPriceTables,
  ),
);
// The same integrations price list as the CRM pricing page.
const AddOnPriceTable = deferred("pricing-reference", () =>
  import("~/features/onboarding-price-tables/add-on-price-table").then(
    (module) => module.AddOnPriceTable,
  ),
);
const OnboardingCalculatorSection = deferred("pricing-calculator", () =>
  import("~/features/onboarding-calculator/calculator-section").then(
    (module) => module.OnboardingCalculatorSection,
  ),
);
const SalesRoomsAndTestimonial = deferred("sales-rooms", () =>
  import("~/features/software-reps/rooms-and-testimonial").then(
    (module) => module.SalesRoomsAndTestimonial,
  ),
);
const OnboardingAdvisorSection = deferred("onboarding-advisor", () =>
  import("~/features/onboarding-advisor/advisor-section").then(
    (module) => module.OnboardingAdvisorSection,
  ),
);
const PartnerSections = deferred("about", () =>
  import("~/features/software-reps/partner-contact").then((module) => module.PartnerSections),
);

export default function SoftwareRepsPage() {
  return (
    <>
      <PageHero
        eyebrow="For software partner sales reps"
        title={
          <>
            Close More Deals, <GradientText>Maximize MRR</GradientText>
          </>
        }
        intro={`Sales resources, onboarding pricing, a cost calculator with quote export and an onboarding advisor: everything you need to sell ${site.crm} onboarding with confidence.`}
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <Link to="#sales-resources">Get Sales Resources</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="#contact-form">Partner With Us</Link>
            </Button>
          </>
        }
      />
      <ResourcesAndPricing
        hubPrices={<HubPriceTables />}
        integrationPrices={<AddOnPriceTable show={integrationsOnly} />}
      />
      <OnboardingCalculatorSection />
      <SalesRoomsAndTestimonial />
      <OnboardingAdvisorSection />
      <PartnerSections />
    </>
  );
}
