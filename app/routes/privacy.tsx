import { deferred } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/page-hero";
import { site } from "~/config/site";
import privacyPage from "~/content/page-meta/privacy";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(privacyPage);

const POLICY_ID = "privacy-policy";

const PrivacyPolicy = deferred(POLICY_ID, () =>
  import("~/features/legal/legal-document").then((module) => module.PrivacyPolicy),
);

export default function PrivacyPage() {
  return (
    <>
      <PageHero
        title="Privacy Policy"
        intro={`What the ${site.brand} website collects, why, and what we never do with it.`}
      />
      <PrivacyPolicy id={POLICY_ID} />
    </>
  );
}
