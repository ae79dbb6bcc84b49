import ArrowRight from "lucide-react/icons/arrow-right";
import Sparkles from "lucide-react/icons/sparkles";
import { useEffect, useState } from "react";

import { Button } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useIsClient } from "~/components/ui/use-client-state";
import {
  DEFAULT_DEMO_TAB,
  DEMO_THEME_STORAGE_KEY,
  type DemoTab,
  type Industry,
  demoCopy,
  demoTabs,
} from "~/content/home-hero";
import { canonicalPath } from "~/content/page-paths";

import { IndustryPicker } from "./industry-picker";
import { LiveResults } from "./live-results";
import { NetworkGraph } from "./network-graph";
import { RoiCalculator } from "./roi-calculator";

/**
 * The interactive demo next to the hero: three tabs, an industry picker and a closing call to
 * action. It is always dark (its own `dark` scope), whatever theme the rest of the site uses.
 * An island of the home page, live as soon as the page has loaded.
 */
export function HeroDemo() {
  const [tab, setTab] = useState<DemoTab>(DEFAULT_DEMO_TAB);
  const [industry, setIndustry] = useState<Industry | null>(null);
  const isClient = useIsClient();

  useEffect(() => {
    try {
      localStorage.setItem(DEMO_THEME_STORAGE_KEY, "dark");
    } catch {
      // Storage can be unavailable (private mode); the demo is dark through its class anyway.
    }
  }, []);

  return (
    <div data-hero-demo className="dark relative">
      <div
        aria-hidden
        className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-br from-purple-600/30 via-transparent to-cyan-500/25 blur-2xl"
      />
      <div className="rounded-3xl border border-border bg-background/95 p-4 text-foreground shadow-2xl ring-1 shadow-purple-950/40 ring-purple-500/20 sm:p-6">
        <div className="mb-4 flex items-center gap-2">
          <span aria-hidden className="relative flex size-2.5">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60 motion-reduce:hidden" />
            <span className="relative inline-flex size-2.5 rounded-full bg-emerald-400" />
          </span>
          <h2 aria-live="polite" data-demo-caption className="text-sm font-semibold sm:text-base">
            {industry ? demoCopy.captionForIndustry(industry.name) : demoCopy.caption}
          </h2>
        </div>
        <Tabs value={tab} onValueChange={(value) => setTab(value as DemoTab)} unmountInactive>
          <TabsList aria-label="Demo views" variant="segmented" className="noscript:hidden">
            {demoTabs.map((item) => (
              <TabsTrigger key={item.value} value={item.value} variant="segmented">
                {item.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <div className="min-h-[20rem] sm:min-h-[21.5rem]">
            <TabsContent value="network" className="mt-4">
              <NetworkGraph />
            </TabsContent>
            <TabsContent value="roi" className="mt-5">
              <RoiCalculator />
            </TabsContent>
            <TabsContent value="metrics" className="mt-4">
              <LiveResults animate={isClient} />
            </TabsContent>
          </div>
        </Tabs>
        <div className="mt-5 border-t border-border pt-5">
          <IndustryPicker selected={industry} onSelect={setIndustry} />
        </div>
        <div
          data-demo-closing
          className="mt-5 rounded-2xl border border-purple-500/30 bg-gradient-to-br from-purple-600/20 to-cyan-600/15 p-5"
        >
          <h3 className="flex items-center gap-2 text-lg font-bold">
            <Sparkles aria-hidden className="size-5 text-text-cyan" />
            {demoCopy.closingTitle}
          </h3>
          <p className="mt-2 text-sm text-muted-foreground" aria-live="polite">
            {industry
              ? demoCopy.closingForIndustry(industry.name, industry.metrics.efficiency)
              : demoCopy.closingDefault}
          </p>
          <Button asChild size="sm" variant="gradient" className="mt-4">
            <a href={canonicalPath("contact")}>
              {demoCopy.closingAction} <ArrowRight aria-hidden className="size-4" />
            </a>
          </Button>
        </div>
      </div>
    </div>
  );
}
