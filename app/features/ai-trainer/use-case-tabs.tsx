import Bot from "lucide-react/icons/bot";
import Check from "lucide-react/icons/check";
import MessageCircleQuestion from "lucide-react/icons/message-circle-question-mark";
import User from "lucide-react/icons/user";
import type { ReactNode } from "react";

import { Card } from "~/components/ui/card";
import { Section, SectionHeading } from "~/components/ui/section";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { type UseCaseTab, useCaseTabs } from "~/content/ai-trainer";
import { TRAINER_NAME } from "~/content/ai-trainer-hero";
import { cn } from "~/lib/utils";

/** A sample exchange rendered as a chat transcript. */
function SampleChat({ tab }: { tab: UseCaseTab }) {
  return (
    <Card tone="elevated" className="p-5">
      <div className="flex items-center gap-3 border-b border-border pb-4">
        <span className="grid size-10 place-items-center rounded-full bg-gradient-to-br from-purple-600 to-cyan-600 text-white">
          <Bot aria-hidden className="size-5" />
        </span>
        <span>
          <span className="block font-semibold">{TRAINER_NAME}</span>
          <span className="text-xs text-muted-foreground">Sample conversation: {tab.label}</span>
        </span>
      </div>
      <ol className="space-y-4 pt-4 text-sm" aria-label={`Sample ${tab.label} conversation`}>
        {tab.conversation.map((message, index) => {
          const fromUser = message.from === "user";
          return (
            <li
              key={index}
              className={cn("flex gap-2", fromUser ? "flex-row-reverse" : "flex-row")}
            >
              <span
                aria-hidden
                className={cn(
                  "mt-1 grid size-7 shrink-0 place-items-center rounded-full",
                  fromUser ? "bg-muted text-foreground" : "bg-primary/15 text-text-purple",
                )}
              >
                {fromUser ? <User className="size-4" /> : <Bot className="size-4" />}
              </span>
              <p
                className={cn(
                  "max-w-[85%] rounded-2xl px-4 py-2.5 leading-relaxed",
                  fromUser
                    ? "rounded-tr-sm bg-primary text-primary-foreground"
                    : "rounded-tl-sm border border-border bg-background",
                )}
              >
                <span className="sr-only">{fromUser ? "You: " : "Trainer: "}</span>
                {message.text}
              </p>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}

/** The use cases (#use-cases): the heading and the tabs (`tabs`: the `UseCaseTabs` island). */
export function UseCases({ tabs }: { tabs?: ReactNode }) {
  return (
    <Section id="use-cases" className="bg-muted/30">
      <SectionHeading
        eyebrow="Use cases"
        title="Help at Every Stage of Your Software"
        intro="From a new hire's first login to the workflows that run your pipeline."
      />
      {tabs}
    </Section>
  );
}

/** Onboarding, Implementation, Customization and Automation, each with a sample chat. */
export function UseCaseTabs() {
  return (
    <Tabs defaultValue={useCaseTabs[0]!.id}>
      <div className="flex justify-center">
        <TabsList aria-label="Use cases">
          {useCaseTabs.map(({ id, label, icon: Icon }) => (
            <TabsTrigger key={id} value={id}>
              <Icon aria-hidden className="size-4" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {useCaseTabs.map((tab) => (
        <TabsContent key={tab.id} value={tab.id} className="mt-10">
          <div className="grid items-start gap-10 lg:grid-cols-2">
            <div>
              <h3 className="text-2xl font-bold text-balance">{tab.title}</h3>
              <ul className="mt-5 space-y-3">
                {tab.bullets.map((bullet) => (
                  <li key={bullet} className="flex gap-3">
                    <Check aria-hidden className="mt-1 size-4 shrink-0 text-text-cyan" />
                    {bullet}
                  </li>
                ))}
              </ul>
              <h4 className="mt-8 text-sm font-semibold tracking-wider text-text-cyan uppercase">
                Suggested questions
              </h4>
              <ul className="mt-3 flex flex-wrap gap-2">
                {tab.questions.map((question) => (
                  <li
                    key={question}
                    className="flex items-center gap-2 rounded-full border border-border bg-glass px-3 py-1.5 text-sm"
                  >
                    <MessageCircleQuestion aria-hidden className="size-4 text-text-purple" />
                    {question}
                  </li>
                ))}
              </ul>
            </div>
            <SampleChat tab={tab} />
          </div>
        </TabsContent>
      ))}
    </Tabs>
  );
}
