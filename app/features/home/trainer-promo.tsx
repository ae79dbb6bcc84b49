import Bot from "lucide-react/icons/bot";
import Check from "lucide-react/icons/check";
import Sparkles from "lucide-react/icons/sparkles";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FloatingParticles } from "~/components/ui/floating-particles";
import { GradientText } from "~/components/ui/gradient-text";
import { Section } from "~/components/ui/section";
import { SiteLink } from "~/components/ui/site-link";
import { site } from "~/config/site";
import { trainerPromo } from "~/content/home";
import { canonicalPath } from "~/content/page-paths";

/** The AI trainer pitch with a sample exchange, leading to the AI trainer page. */
export function TrainerPromo() {
  return (
    <Section id="ai-trainer" className="overflow-hidden bg-muted/30">
      <FloatingParticles area="component" />
      <div className="relative grid items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-wider text-text-cyan uppercase">
            {trainerPromo.eyebrow}
          </p>
          <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Your Team&apos;s <GradientText>AI Coach</GradientText> for Every Tool They Use
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">{trainerPromo.intro}</p>
          <ul className="mt-6 space-y-3">
            {trainerPromo.features.map((feature) => (
              <li key={feature} className="flex gap-3">
                <Check aria-hidden className="mt-1 size-4 shrink-0 text-text-cyan" />
                {feature}
              </li>
            ))}
          </ul>
          <Button asChild size="lg" variant="gradient" className="mt-8">
            <SiteLink to={canonicalPath("ai-trainer")} from={canonicalPath("home")}>
              <Sparkles aria-hidden className="size-4" />
              {trainerPromo.action}
            </SiteLink>
          </Button>
        </div>
        <Card aria-hidden tone="elevated" className="mx-auto w-full max-w-md p-5">
          <div className="flex items-center gap-3 border-b border-border pb-4">
            <span className="grid size-10 place-items-center rounded-full bg-gradient-to-br from-purple-600 to-cyan-600 text-white">
              <Bot className="size-5" />
            </span>
            <span>
              <span className="block font-semibold">{site.brand} AI Trainer</span>
              <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <span className="size-2 rounded-full bg-emerald-500" /> Online now
              </span>
            </span>
          </div>
          <div className="space-y-4 pt-4 text-sm">
            <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2.5 text-primary-foreground">
              {trainerPromo.chat.question}
            </p>
            <p className="max-w-[90%] rounded-2xl rounded-bl-sm border border-border bg-background px-4 py-2.5 leading-relaxed">
              {trainerPromo.chat.answer}
            </p>
            <div className="flex gap-2">
              {["Show me", "Build it for me"].map((chip) => (
                <span
                  key={chip}
                  className="rounded-full border border-border px-3 py-1 text-xs text-muted-foreground"
                >
                  {chip}
                </span>
              ))}
            </div>
          </div>
        </Card>
      </div>
    </Section>
  );
}
