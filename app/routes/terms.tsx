import { PageHero } from "~/components/ui/page-hero";
import { site } from "~/config/site";
import { LEGAL_UPDATED, termsSections } from "~/content/legal";
import { LegalDocument } from "~/features/legal/legal-document";
import termsPage from "~/content/page-meta/terms";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(termsPage);

export default function TermsPage() {
  return (
    <>
      <PageHero
        title="Terms of Service"
        intro={`The terms for using the ${site.brand} website and its free resources.`}
      />
      <LegalDocument sections={termsSections} updated={LEGAL_UPDATED} />
    </>
  );
}
