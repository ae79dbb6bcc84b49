import { deferred } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/page-hero";
import { site } from "~/config/site";
import termsPage from "~/content/page-meta/terms";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(termsPage);

const TERMS_ID = "terms-of-service";

const TermsOfService = deferred(TERMS_ID, () =>
  import("~/features/legal/legal-document").then((module) => module.TermsOfService),
);

export default function TermsPage() {
  return (
    <>
      <PageHero
        title="Terms of Service"
        intro={`The terms for using the ${site.brand} website and its free resources.`}
      />
      <TermsOfService id={TERMS_ID} />
    </>
  );
}
