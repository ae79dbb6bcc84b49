import { Section, SectionHeading } from "~/components/ui/section";
import { TestimonialCard } from "~/components/ui/testimonial-card";
import type { Testimonial } from "~/lib/testimonial-schema";

/** The landing page's published customer quotes (#testimonials). */
export function TrainerTestimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <Section id="testimonials">
      <SectionHeading eyebrow="Customer stories" title="Teams That Stopped Waiting for Answers" />
      <ul className="grid gap-8 md:grid-cols-3">
        {testimonials.map((testimonial, place) => (
          <li key={place}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
