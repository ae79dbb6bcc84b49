import Headphones from "lucide-react/icons/headphones";

import { Card } from "~/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { DEFAULT_SUPPORT_LEVEL, onboardingSupportTiers } from "~/content/onboarding-support";
import { supportLevelLabels } from "~/content/onboarding-options";

/** The support levels after go-live in tabs Bronze, Silver (default) and Gold. */
export function SupportTierTabs() {
  return (
    <Tabs defaultValue={DEFAULT_SUPPORT_LEVEL} className="flex flex-col items-center">
      <TabsList aria-label="Support tier">
        {onboardingSupportTiers.map((tier) => (
          <TabsTrigger key={tier.level} value={tier.level}>
            {supportLevelLabels[tier.level]}
          </TabsTrigger>
        ))}
      </TabsList>
      {onboardingSupportTiers.map((tier) => (
        <TabsContent key={tier.level} value={tier.level} className="w-full max-w-2xl">
          <Card className="p-8">
            <h3 className="flex items-center gap-3 text-xl font-bold">
              <Headphones aria-hidden className="size-5 text-text-purple" />
              {supportLevelLabels[tier.level]} support
            </h3>
            <p className="mt-2 text-muted-foreground">{tier.summary}</p>
            <ul className="mt-5 grid gap-3 sm:grid-cols-2">
              {tier.details.map((detail) => (
                <li key={detail} className="flex gap-2 text-sm">
                  <span aria-hidden className="text-text-cyan">
                    ✓
                  </span>
                  {detail}
                </li>
              ))}
            </ul>
          </Card>
        </TabsContent>
      ))}
    </Tabs>
  );
}
