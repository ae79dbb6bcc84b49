import ArrowRight from "lucide-react/icons/arrow-right";
import CheckCircle2 from "lucide-react/icons/circle-check";
import DoorOpen from "lucide-react/icons/door-open";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FloatingParticles } from "~/components/ui/floating-particles";
import { salesRoomsPromo } from "~/content/sales-resources";

/** Sales Rooms: one shareable space per deal. */
export function SalesRoomsPromo() {
  return (
    <Card className="relative isolate overflow-hidden p-8 sm:p-12">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-gradient-to-br from-purple-600/20 via-transparent to-cyan-500/15"
      />
      <FloatingParticles area="component" className="-z-10" />
      <div className="grid gap-10 lg:grid-cols-[1fr_auto] lg:items-center">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-wider text-text-cyan uppercase">
            {salesRoomsPromo.eyebrow}
          </p>
          <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {salesRoomsPromo.title}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
            {salesRoomsPromo.description}
          </p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-3">
            {salesRoomsPromo.points.map((point) => (
              <li key={point} className="flex gap-2 text-sm">
                <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-text-purple" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col items-start gap-4 lg:items-center">
          <span
            aria-hidden
            className="hidden size-24 place-items-center rounded-3xl bg-gradient-to-br from-purple-600 to-cyan-600 text-white shadow-xl shadow-purple-500/30 lg:grid"
          >
            <DoorOpen className="size-12" />
          </span>
          <Button asChild size="lg" variant="gradient">
            <a href="/sales-resources">
              {salesRoomsPromo.action} <ArrowRight aria-hidden className="size-4" />
            </a>
          </Button>
        </div>
      </div>
    </Card>
  );
}
