import { HowItWorks } from "./how-it-works";
import { TrainerTestimonials } from "./testimonials";
import { TrainerFeatures } from "./trainer-features";

/**
 * The landing page between its hero and the pricing: the features, the five steps and the
 * customer quotes. They sit next to each other, so their code comes as one part of the page.
 */
export function LandingSections() {
  return (
    <>
      <TrainerFeatures page="landing" />
      <HowItWorks />
      <TrainerTestimonials />
    </>
  );
}
