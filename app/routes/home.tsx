import { deferred } from "~/components/ui/deferred";
import { HomeHero } from "~/features/home-hero/home-hero";
import homePage from "~/content/page-meta/home";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(homePage);

const ServicesAndStories = deferred("services", () =>
  import("~/features/home/services-and-stories").then((module) => module.ServicesAndStories),
);
// The free-guide section, at the bottom of the page.
const FreeGuide = deferred("free-guide", () =>
  import("~/features/home/free-guide").then((module) => module.FreeGuide),
);

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <ServicesAndStories />
      <FreeGuide />
    </>
  );
}
