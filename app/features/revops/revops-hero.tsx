import { Button } from "~/components/ui/button";
import { GradientText } from "~/components/ui/gradient-text";
import { PageHero } from "~/components/ui/page-hero";
import { type RevopsPackages, packageList } from "~/lib/revops-package-schema";

/**
 * The RevOps page's opening: its h1, the packages by the names `packages` (the published ones)
 * gives them, and the links to the packages and the discovery call.
 */
export function RevopsHero({ packages }: { packages: RevopsPackages }) {
  const names = packageList(packages).map((pack) => pack.name);
  return (
    <PageHero
      eyebrow="Revenue operations consulting"
      title={
        <>
          Turn Your Revenue Engine into a <GradientText>Growth Machine</GradientText>
        </>
      }
      intro={`Monthly RevOps consulting that aligns marketing, sales and service around one revenue goal: ${names.slice(0, -1).join(", ")} or ${names.at(-1)}.`}
      actions={
        <>
          <Button asChild size="lg" variant="gradient">
            <a href="#packages">View Packages</a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="#consultation">Schedule Consultation</a>
          </Button>
        </>
      }
    />
  );
}
