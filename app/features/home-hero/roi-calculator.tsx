import ArrowRight from "lucide-react/icons/arrow-right";
import Info from "lucide-react/icons/info";
import { type PointerEvent, Suspense, lazy, useEffect, useId, useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import { Slider } from "~/components/ui/slider";
import { canonicalPath } from "~/content/page-paths";
import { formatNumber, formatUsd } from "~/lib/format";
import {
  ANNUAL_REVENUE_SLIDER,
  EFFICIENCY_GAIN,
  REVENUE_GROWTH,
  type SliderBounds,
  TEAM_SIZE_SLIDER,
  calculateRoi,
  clampToSlider,
  roiPerTeamMember,
} from "~/lib/roi";

const RoiBreakdown = lazy(() => import("./roi-breakdown"));

/** Grace period so the pointer can travel from the trigger into the popover. */
const HOVER_CLOSE_DELAY_MS = 150;

function percent(rate: number) {
  return `${Math.round(rate * 100)}%`;
}

function SliderField({
  label,
  bounds,
  value,
  display,
  onChange,
}: {
  label: string;
  bounds: SliderBounds;
  value: number;
  display: (value: number) => string;
  onChange: (value: number) => void;
}) {
  const labelId = useId();
  return (
    <div>
      <div className="mb-2 flex items-baseline justify-between gap-4">
        <span id={labelId} className="text-sm font-medium">
          {label}
        </span>
        <output aria-hidden className="text-lg font-bold text-text-cyan tabular-nums">
          {display(value)}
        </output>
      </div>
      <Slider
        labelledBy={labelId}
        valueText={display(value)}
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={[value]}
        onValueChange={([next]) => onChange(clampToSlider(next ?? bounds.defaultValue, bounds))}
      />
      <div aria-hidden className="mt-1 flex justify-between text-xs text-muted-foreground">
        <span>{display(bounds.min)}</span>
        <span>{display(bounds.max)}</span>
      </div>
    </div>
  );
}

/** Two sliders and a result popover that opens on hover, keyboard focus or a tap. */
export function RoiCalculator() {
  const [revenue, setRevenue] = useState(ANNUAL_REVENUE_SLIDER.defaultValue);
  const [teamSize, setTeamSize] = useState(TEAM_SIZE_SLIDER.defaultValue);
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const breakdownId = useId();
  const roi = calculateRoi(revenue);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const show = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === "mouse") show();
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === "mouse") hideSoon();
  };

  const rows = [
    { label: `Efficiency gain (${percent(EFFICIENCY_GAIN.rate)})`, value: roi.efficiencyGain },
    { label: `Revenue growth (${percent(REVENUE_GROWTH.rate)})`, value: roi.revenueGrowth },
  ];

  return (
    <div className="space-y-6">
      <SliderField
        label="Annual revenue"
        bounds={ANNUAL_REVENUE_SLIDER}
        value={revenue}
        display={formatUsd}
        onChange={setRevenue}
      />
      <SliderField
        label="Team size"
        bounds={TEAM_SIZE_SLIDER}
        value={teamSize}
        display={(value) => `${formatNumber(value)} people`}
        onChange={setTeamSize}
      />
      <button
        ref={triggerRef}
        type="button"
        data-roi-trigger
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={breakdownId}
        data-state={open ? "open" : "closed"}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        onFocus={show}
        // Hover or focus has usually opened it already; a click must not toggle it shut.
        onClick={show}
        className="flex w-full cursor-pointer items-center justify-between gap-4 rounded-xl border border-purple-400/40 bg-gradient-to-r from-purple-600/20 to-cyan-600/20 px-4 py-3 text-left transition-colors hover:border-purple-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span>
          <span className="block text-xs font-medium tracking-wide text-muted-foreground uppercase">
            Projected annual ROI
          </span>
          <span
            data-roi-total
            className="block text-2xl font-extrabold text-foreground tabular-nums"
          >
            {formatUsd(roi.total)}
          </span>
        </span>
        <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Info aria-hidden className="size-4" />
          See breakdown
        </span>
      </button>
      <Suspense fallback={null}>
        <RoiBreakdown
          id={breakdownId}
          open={open}
          onOpenChange={setOpen}
          triggerRef={triggerRef}
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
        >
          <h3 className="text-sm font-semibold">Your estimated first-year ROI</h3>
          <dl className="mt-3 space-y-2 text-sm">
            {rows.map((row) => (
              <div key={row.label} className="flex justify-between gap-4">
                <dt className="text-muted-foreground">{row.label}</dt>
                <dd className="font-semibold tabular-nums">{formatUsd(row.value)}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-4 border-t border-border pt-2">
              <dt className="font-semibold">Total ROI</dt>
              <dd data-roi-popover-total className="font-extrabold text-text-cyan tabular-nums">
                {formatUsd(roi.total)}
              </dd>
            </div>
            <div className="flex justify-between gap-4 text-xs">
              <dt className="text-muted-foreground">Per team member</dt>
              <dd className="tabular-nums">{formatUsd(roiPerTeamMember(roi.total, teamSize))}</dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-muted-foreground">
            Conservative estimate: efficiency gains are capped at {formatUsd(EFFICIENCY_GAIN.cap)}{" "}
            and revenue growth at {formatUsd(REVENUE_GROWTH.cap)}.
          </p>
          <Button asChild variant="gradient" size="sm" className="mt-4 w-full">
            <a href={canonicalPath("contact")}>
              Get Personalized Analysis <ArrowRight aria-hidden className="size-4" />
            </a>
          </Button>
        </RoiBreakdown>
      </Suspense>
      <p className="text-xs text-muted-foreground">
        Estimates use conservative benchmarks from our client projects. Your personalised analysis
        starts from your own numbers.
      </p>
    </div>
  );
}
