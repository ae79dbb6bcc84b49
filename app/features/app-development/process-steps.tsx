import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import CheckCircle2 from "lucide-react/icons/circle-check";
import Clock from "lucide-react/icons/clock";
import { useState } from "react";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { processSteps } from "~/content/app-development";

/**
 * The five-step development process, an island of the app development page: pick a step (click,
 * or arrow keys) to read its detail.
 */
export function ProcessSteps() {
  const [active, setActive] = useState(0);
  const total = processSteps.length;
  return (
    <Tabs
      value={String(active)}
      onValueChange={(value) => setActive(Number(value))}
      className="mx-auto max-w-5xl"
    >
      <TabsList aria-label="Development process" variant="steps">
        {processSteps.map((step, index) => (
          <TabsTrigger
            key={step.title}
            value={String(index)}
            variant="steps"
            data-completed={index < active || undefined}
            className="data-completed:text-foreground"
          >
            <span
              aria-hidden
              className="grid size-8 place-items-center rounded-full border border-current text-sm font-bold"
            >
              {index + 1}
            </span>
            <span className="font-semibold">{step.title}</span>
          </TabsTrigger>
        ))}
      </TabsList>
      {processSteps.map((step, index) => (
        <TabsContent key={step.title} value={String(index)} className="mt-6">
          <Card className="grid gap-8 p-7 sm:p-10 md:grid-cols-[1fr_16rem]">
            <div>
              <p className="text-sm font-semibold text-text-cyan" data-testid="step-counter">
                Step {index + 1} of {total}
              </p>
              <h3 className="mt-2 text-2xl font-bold">{step.title}</h3>
              <p className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
                <Clock aria-hidden className="size-4" /> {step.duration}
              </p>
              <p className="mt-4 text-lg text-muted-foreground">{step.description}</p>
              <div className="mt-8 flex flex-wrap gap-3">
                <Button
                  variant="outline"
                  disabled={index === 0}
                  onClick={() => setActive(index - 1)}
                >
                  <ArrowLeft aria-hidden className="size-4" /> Previous step
                </Button>
                <Button
                  variant="outline"
                  disabled={index === total - 1}
                  onClick={() => setActive(index + 1)}
                >
                  Next step <ArrowRight aria-hidden className="size-4" />
                </Button>
              </div>
            </div>
            <div className="rounded-xl border border-border bg-muted/40 p-5">
              <h4 className="text-sm font-semibold">What you get</h4>
              <ul className="mt-3 space-y-2 text-sm">
                {step.deliverables.map((item) => (
                  <li key={item} className="flex gap-2">
                    <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-text-purple" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          </Card>
        </TabsContent>
      ))}
    </Tabs>
  );
}
