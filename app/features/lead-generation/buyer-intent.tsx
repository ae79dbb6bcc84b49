import Activity from "lucide-react/icons/activity";
import Cpu from "lucide-react/icons/cpu";
import TrendingUp from "lucide-react/icons/trending-up";

import { Card } from "~/components/ui/card";
import { buyerIntentSignals, buyerIntentStats } from "~/content/lead-generation";

const signalIcons = [Activity, TrendingUp, Cpu] as const;

/** Why intent data matters: the headline figures and the signals behind them. */
export function BuyerIntent() {
  return (
    <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
      <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
        {buyerIntentStats.map((stat) => (
          <li key={stat.value}>
            <Card className="flex h-full items-center gap-5 p-6">
              <span
                aria-hidden
                className="bg-gradient-to-r from-text-purple to-text-cyan bg-clip-text text-4xl font-extrabold text-transparent"
              >
                {stat.value}
              </span>
              <span className="font-medium">{stat.label}</span>
            </Card>
          </li>
        ))}
      </ul>
      <ul className="space-y-6">
        {buyerIntentSignals.map((signal, index) => {
          const Icon = signalIcons[index] ?? Activity;
          return (
            <li key={signal.title} className="flex gap-4">
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent text-accent-foreground">
                <Icon aria-hidden className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold">{signal.title}</h3>
                <p className="mt-1 text-muted-foreground">{signal.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
