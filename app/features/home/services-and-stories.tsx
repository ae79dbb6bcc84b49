import { ServicesGrid } from "./services-grid";
import { TestimonialCarousel } from "./testimonial-carousel";
import { TrainerPromo } from "./trainer-promo";

/**
 * The home page's middle: the services grid, the AI trainer promo and the client stories. They
 * sit next to each other, so their code comes as one part of the page.
 */
export function ServicesAndStories() {
  return (
    <>
      <ServicesGrid />
      <TrainerPromo />
      <TestimonialCarousel />
    </>
  );
}
