import { IconCardGrid } from "~/components/ui/icon-card";
import { Section, SectionHeading } from "~/components/ui/section";
import { landingFeatures, productFeatures } from "~/content/ai-trainer";

const featureSections = {
  landing: {
    title: "Everything Your Team Needs to Master Its Software",
    intro:
      "One chat for the questions that usually end up in a help-desk queue, an admin's inbox or an expensive consulting hour.",
    items: landingFeatures,
  },
  product: {
    title: "Built for the Way Teams Learn Software",
    intro: "Answers in seconds, specialists when you need them, and nothing to install.",
    items: productFeatures,
  },
};

/** The six features (#features), as the landing page or the product page tells them. */
export function TrainerFeatures({ page }: { page: keyof typeof featureSections }) {
  const { title, intro, items } = featureSections[page];
  return (
    <Section id="features">
      <SectionHeading eyebrow="Features" title={title} intro={intro} />
      <IconCardGrid items={items} />
    </Section>
  );
}
