import { Section, SectionHeading } from "~/components/ui/section";
import { TestimonialCard } from "~/components/ui/testimonial-card";
import { landingTestimonials } from "~/content/ai-trainer";

/** Three customer quotes (#testimonials). */
export function TrainerTestimonials() {
  return (
    <Section id="testimonials">
      <SectionHeading eyebrow="Customer stories" title="Teams That Stopped Waiting for Answers" />
      <ul className="grid gap-8 md:grid-cols-3">
        {landingTestimonials.map((testimonial) => (
          <li key={testimonial.author}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
