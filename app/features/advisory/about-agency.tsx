import CheckCircle2 from "lucide-react/icons/circle-check";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { canonicalPath } from "~/content/page-paths";
import { aboutAgency } from "~/content/about-agency";

/** Who we are, in a short block with a way to see our services. */
export function AboutAgency({ id = "about", className }: { id?: string; className?: string }) {
  return (
    <Section id={id} className={className}>
      <Card className="grid gap-8 p-6 sm:p-10 lg:grid-cols-[1.4fr_1fr] lg:items-center">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-wider text-text-cyan uppercase">
            Who we are
          </p>
          <h2 className="text-3xl font-bold tracking-tight">{aboutAgency.title}</h2>
          {aboutAgency.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-muted-foreground">
              {paragraph}
            </p>
          ))}
          <Button asChild variant="outline" className="mt-6">
            <a href={canonicalPath("services")}>Explore Our Services</a>
          </Button>
        </div>
        <ul className="grid gap-3">
          {aboutAgency.highlights.map((highlight) => (
            <li key={highlight} className="flex gap-3 rounded-xl border border-border p-4">
              <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-text-purple" />
              <span className="font-medium">{highlight}</span>
            </li>
          ))}
        </ul>
      </Card>
    </Section>
  );
}
