import { IconCard } from "~/components/ui/icon-card";
import { promptGuideAudiences } from "~/content/prompt-guide";

/** Who the guide is for: one card per role. */
export function AudienceCards() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {promptGuideAudiences.map(({ role, title, description, examples, icon }) => (
        <li key={role}>
          <IconCard icon={icon} title={title} description={description}>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={`Prompts for ${title}`}>
              {examples.map((example) => (
                <li
                  key={example}
                  className="rounded-full border border-border px-3 py-1 text-xs font-medium"
                >
                  {example}
                </li>
              ))}
            </ul>
          </IconCard>
        </li>
      ))}
    </ul>
  );
}
