import ArrowLeft from "lucide-react/icons/arrow-left";
import CheckCircle2 from "lucide-react/icons/circle-check";
import Download from "lucide-react/icons/download";
import Printer from "lucide-react/icons/printer";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import Users from "lucide-react/icons/users";
import { useEffect, useId, useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Progress } from "~/components/ui/progress";
import { site } from "~/config/site";
import { advisorQuestions, onboardingTierDescriptions } from "~/content/advisor";
import { tierLabels, tiers } from "~/content/onboarding-options";
import {
  type AdvisorAnswers,
  advisorScores,
  optionFor,
  recommendedTier,
} from "~/lib/onboarding-advisor";
import { cn } from "~/lib/utils";

import "./advisor-print.css";

/** The onboarding advisor: five questions, one at a time, then the recommended tier. */
export function OnboardingAdvisor() {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<AdvisorAnswers>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const id = useId();
  const total = advisorQuestions.length;
  const done = step >= total;

  useEffect(() => {
    // Keyboard and screen-reader users land on the new question or the result, not on a
    // button that no longer exists; the first render keeps focus where it is.
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  // An answer replaces the one given before to the same question; going back keeps every
  // answer, so the question returned to shows the one it has.
  const answer = (value: string) => {
    const question = advisorQuestions[step];
    if (!question) return;
    setAnswers({ ...answers, [question.id]: value });
    setStep(step + 1);
  };

  const previous = () => {
    if (step > 0) setStep(step - 1);
  };

  const restart = () => {
    setAnswers({});
    setStep(0);
  };

  if (done) {
    const scores = advisorScores(answers);
    const tier = recommendedTier(scores);
    const result = onboardingTierDescriptions[tier];
    return (
      <Card className="mx-auto max-w-3xl p-6 sm:p-8" data-advisor-summary="" data-tier={tier}>
        <p className="mb-6 hidden border-b border-border pb-4 text-sm text-muted-foreground print:block">
          {site.brand} onboarding advisor · {site.domains.main}
        </p>
        <p className="text-sm font-semibold tracking-wider text-text-cyan uppercase">
          Your recommendation
        </p>
        <h3
          ref={headingRef}
          tabIndex={-1}
          className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl"
        >
          {result.title}
        </h3>
        <p className="mt-3 text-lg text-muted-foreground">{result.description}</p>

        <div className="mt-8 grid gap-8 md:grid-cols-2">
          <div>
            <h4 className="mb-3 font-semibold">Key points</h4>
            <ul className="space-y-2">
              {result.keyPoints.map((point) => (
                <li key={point} className="flex gap-2">
                  <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-text-purple" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h4 className="mb-3 font-semibold">Recommended for</h4>
            <ul className="space-y-2">
              {result.recommendedFor.map((item) => (
                <li key={item} className="flex gap-2">
                  <Users aria-hidden className="mt-0.5 size-5 shrink-0 text-text-cyan" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className="mt-8 rounded-xl border border-border bg-muted/50 p-4">
          <h4 className="mb-3 font-semibold">Your answers</h4>
          <dl className="grid gap-2 text-sm">
            {advisorQuestions.map((question) => (
              <div key={question.id} className="grid gap-0.5 sm:grid-cols-2 sm:gap-4">
                <dt className="text-muted-foreground">{question.text}</dt>
                <dd>{optionFor(question, answers[question.id])?.label}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm text-muted-foreground" data-testid="advisor-scores">
            Score:{" "}
            {tiers.map((key, index) => (
              <span key={key}>
                {index > 0 ? " · " : ""}
                {tierLabels[key]} {scores[key]}
              </span>
            ))}
          </p>
        </div>

        <div className="mt-8 flex flex-wrap gap-3" data-print-hidden="">
          <Button type="button" variant="outline" onClick={previous}>
            <ArrowLeft aria-hidden className="size-4" />
            Previous
          </Button>
          <Button type="button" variant="outline" onClick={restart}>
            <RotateCcw aria-hidden className="size-4" />
            Start Again
          </Button>
          <Button type="button" variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden className="size-4" />
            Print
          </Button>
          <Button type="button" variant="gradient" onClick={() => window.print()}>
            <Download aria-hidden className="size-4" />
            Export Summary
          </Button>
        </div>
      </Card>
    );
  }

  const question = advisorQuestions[step]!;
  return (
    <Card className="mx-auto max-w-3xl p-6 sm:p-8" data-question={question.id}>
      <div className="flex items-center justify-between gap-4 text-sm text-muted-foreground">
        <span id={`${id}-progress`}>
          Question {step + 1} of {total}
        </span>
        <span>{Math.round((step / total) * 100)}% complete</span>
      </div>
      <Progress value={step} max={total} className="mt-3" aria-labelledby={`${id}-progress`} />
      <fieldset className="mt-8">
        <legend className="contents">
          <h3
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold tracking-tight sm:text-2xl"
          >
            {question.text}
          </h3>
        </legend>
        <div className="mt-6 grid gap-3">
          {question.options.map((option) => {
            const chosen = answers[question.id] === option.value;
            return (
              <button
                key={option.value}
                type="button"
                data-value={option.value}
                aria-pressed={chosen}
                onClick={() => answer(option.value)}
                className={cn(
                  "flex w-full cursor-pointer items-center justify-between gap-3 rounded-xl border p-4 text-left font-medium transition-colors",
                  "hover:border-purple-400 hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  chosen
                    ? "border-primary bg-accent text-accent-foreground ring-1 ring-primary"
                    : "border-input bg-background/60",
                )}
              >
                {option.label}
                {chosen ? <CheckCircle2 aria-hidden className="size-5 shrink-0" /> : null}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className="mt-6 flex justify-between">
        <Button type="button" variant="ghost" onClick={previous} disabled={step === 0}>
          <ArrowLeft aria-hidden className="size-4" />
          Previous
        </Button>
      </div>
    </Card>
  );
}
