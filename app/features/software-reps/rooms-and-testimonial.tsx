import { Section, SectionHeading } from "~/components/ui/section";
import { TestimonialCard } from "~/components/ui/testimonial-card";
import type { Testimonial } from "~/lib/testimonial-schema";

import { SalesRoomsPromo } from "./sales-rooms-promo";

/**
 * The Sales Rooms promo (#sales-rooms) and a partner rep's testimonial (#testimonial, the
 * published one).
 */
export function SalesRoomsAndTestimonial({ testimonial }: { testimonial: Testimonial }) {
  return (
    <>
      <Section id="sales-rooms" className="bg-muted/30">
        <SalesRoomsPromo />
      </Section>
      <Section id="testimonial">
        <SectionHeading
          eyebrow="From a partner rep"
          title="Reps Who Partner With Us Close Faster"
        />
        <div className="mx-auto max-w-3xl">
          <TestimonialCard testimonial={testimonial} size="large" />
        </div>
      </Section>
    </>
  );
}
