import { FreeGuide } from "~/features/home/free-guide";
import { ServicesGrid } from "~/features/home/services-grid";
import { TestimonialCarousel } from "~/features/home/testimonial-carousel";
import { TrainerPromo } from "~/features/home/trainer-promo";
import { HomeHero } from "~/features/home-hero/home-hero";
import homePage from "~/content/page-meta/home";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(homePage);

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <ServicesGrid />
      <TrainerPromo />
      <TestimonialCarousel />
      <FreeGuide />
    </>
  );
}
