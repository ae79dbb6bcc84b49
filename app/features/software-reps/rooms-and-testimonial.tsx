import { Section, SectionHeading } from "~/components/ui/section";
import { TestimonialCard } from "~/components/ui/testimonial-card";
import { repTestimonial } from "~/content/sales-resources";

import { SalesRoomsPromo } from "./sales-rooms-promo";

/** The Sales Rooms promo (#sales-rooms) and a partner rep's testimonial (#testimonial). */
export function SalesRoomsAndTestimonial() {
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
          <TestimonialCard testimonial={repTestimonial} size="large" />
        </div>
      </Section>
    </>
  );
}
