import Check from "lucide-react/icons/check";
import X from "lucide-react/icons/x";

import { Card } from "~/components/ui/card";
import { examplePrompt, promptTips } from "~/content/prompt-guide";

/** Three habits of good prompts, then a weak and a strong version of the same request. */
export function PromptTips() {
  return (
    <div className="grid gap-10">
      <ol className="grid gap-6 md:grid-cols-3">
        {promptTips.map((tip, index) => (
          <li key={tip.title}>
            <Card className="h-full p-6">
              <span
                aria-hidden
                className="mb-4 grid size-10 place-items-center rounded-full bg-gradient-to-br from-purple-600 to-cyan-600 font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="text-lg font-semibold">{tip.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{tip.description}</p>
            </Card>
          </li>
        ))}
      </ol>
      <Card className="mx-auto w-full max-w-4xl p-6 sm:p-8">
        <h3 className="text-xl font-semibold">
          Example: a {examplePrompt.role.toLowerCase()} prompt
        </h3>
        <div className="mt-6 grid gap-6 md:grid-cols-[1fr_2fr]">
          <figure className="rounded-xl border border-border p-4">
            <figcaption className="mb-2 flex items-center gap-2 text-sm font-semibold text-red-700 dark:text-red-400">
              <X aria-hidden className="size-4" /> Vague
            </figcaption>
            <p className="font-mono text-sm">{examplePrompt.weak}</p>
          </figure>
          <figure className="rounded-xl border border-text-purple/40 bg-primary/5 p-4">
            <figcaption className="mb-2 flex items-center gap-2 text-sm font-semibold text-emerald-700 dark:text-emerald-400">
              <Check aria-hidden className="size-4" /> Specific, with context
            </figcaption>
            <p className="font-mono text-sm leading-relaxed">{examplePrompt.strong}</p>
          </figure>
        </div>
      </Card>
    </div>
  );
}
