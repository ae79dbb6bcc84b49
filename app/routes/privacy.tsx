import { PageHero } from "~/components/ui/page-hero";
import { site } from "~/config/site";
import { LEGAL_UPDATED, privacySections } from "~/content/legal";
import { LegalDocument } from "~/features/legal/legal-document";
import privacyPage from "~/content/page-meta/privacy";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(privacyPage);

export default function PrivacyPage() {
  return (
    <>
      <PageHero
        title="Privacy Policy"
        intro={`What the ${site.brand} website collects, why, and what we never do with it.`}
      />
      <LegalDocument sections={privacySections} updated={LEGAL_UPDATED} />
    </>
  );
}
