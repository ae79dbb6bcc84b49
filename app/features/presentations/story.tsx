import MessagesSquare from "lucide-react/icons/messages-square";
import PenTool from "lucide-react/icons/pen-tool";
import RefreshCcw from "lucide-react/icons/refresh-ccw";
import Rocket from "lucide-react/icons/rocket";

import { Card } from "~/components/ui/card";
import { howItWorksSteps, whatsThisPoints } from "~/content/presentations";

const stepIcons = [MessagesSquare, PenTool, RefreshCcw, Rocket] as const;

/** 'What's This?' and the four-step 'How It Works'. */
export function PresentationStory() {
  return (
    <div className="space-y-16">
      <section id="whats-this" aria-labelledby="whats-this-heading">
        <p className="mb-3 text-sm font-semibold tracking-wider text-text-cyan uppercase">
          The service
        </p>
        <h2 id="whats-this-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          What's This?
        </h2>
        <p className="mt-4 text-lg text-muted-foreground">
          You bring the ideas, the data and the deadline; our designers turn them into a clean,
          persuasive deck in your brand. No templates that look like everyone else's, no late nights
          nudging text boxes.
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-3">
          {whatsThisPoints.map((point) => (
            <li key={point.title}>
              <Card className="h-full p-5">
                <h3 className="font-semibold">{point.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{point.description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section id="how-it-works" aria-labelledby="how-it-works-heading">
        <p className="mb-3 text-sm font-semibold tracking-wider text-text-cyan uppercase">
          Four simple steps
        </p>
        <h2 id="how-it-works-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          How It Works
        </h2>
        <ol className="mt-8 grid gap-4 sm:grid-cols-2">
          {howItWorksSteps.map((step, index) => {
            const Icon = stepIcons[index] ?? Rocket;
            return (
              <li key={step.title}>
                <Card className="flex h-full gap-4 p-5">
                  <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-purple-600 to-cyan-600 text-white">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <div>
                    <p className="text-xs font-semibold tracking-wide text-text-purple uppercase">
                      Step {index + 1}
                    </p>
                    <h3 className="mt-1 font-semibold">{step.title}</h3>
                    <p className="mt-1 text-sm text-muted-foreground">{step.description}</p>
                  </div>
                </Card>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
