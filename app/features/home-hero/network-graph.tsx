import { useId, useState } from "react";

import {
  type NetworkNode,
  type NetworkNodeType,
  networkDescriptions,
  networkHint,
  networkLabels,
  networkLinks,
  networkNodes,
} from "~/content/home-hero";
import { cn } from "~/lib/utils";

const CORE_ID = "core";

const nodeFill: Record<NetworkNodeType, string> = {
  core: "fill-purple-600",
  sales: "fill-purple-500",
  marketing: "fill-cyan-500",
  operations: "fill-emerald-500",
};

const nodeGlow: Record<NetworkNodeType, string> = {
  core: "fill-purple-500/30",
  sales: "fill-purple-400/30",
  marketing: "fill-cyan-400/30",
  operations: "fill-emerald-400/30",
};

const byId = new Map(networkNodes.map((node) => [node.id, node]));

function nodeRadius(node: NetworkNode) {
  return node.type === "core" ? 24 : 14;
}

/** Where the active node's label sits: above the node, or below it near the top edge. */
function labelY(node: NetworkNode) {
  const offset = nodeRadius(node) + 12;
  return node.y - offset < 14 ? node.y + offset + 8 : node.y - offset;
}

function labelX(node: NetworkNode) {
  return Math.min(330, Math.max(70, node.x));
}

/**
 * Sales, marketing and operations nodes around the AI core. Hovering, focusing or tapping a
 * node lights it up together with the core and the links that touch it.
 */
export function NetworkGraph() {
  const [activeId, setActiveId] = useState<string | null>(null);
  const titleId = useId();
  const active = activeId ? byId.get(activeId) : undefined;

  const nodeIsActive = (id: string) => Boolean(activeId) && (id === activeId || id === CORE_ID);
  const linkIsActive = (from: string, to: string) =>
    Boolean(activeId) && (from === activeId || to === activeId);

  return (
    <div>
      <svg
        viewBox="0 0 400 300"
        className="mx-auto h-auto w-full max-w-md overflow-visible"
        aria-labelledby={titleId}
      >
        <title id={titleId}>AI network connecting sales, marketing and operations</title>
        <defs>
          <linearGradient id="network-link-active" x1="0" x2="1" y1="0" y2="1">
            <stop offset="0%" stopColor="#a855f7" />
            <stop offset="100%" stopColor="#22d3ee" />
          </linearGradient>
        </defs>
        <g data-network-links>
          {networkLinks.map(([from, to]) => {
            const a = byId.get(from)!;
            const b = byId.get(to)!;
            const on = linkIsActive(from, to);
            return (
              <line
                key={`${from}-${to}`}
                data-active={on || undefined}
                x1={a.x}
                y1={a.y}
                x2={b.x}
                y2={b.y}
                stroke={on ? "url(#network-link-active)" : "currentColor"}
                strokeWidth={on ? 3 : 1.5}
                strokeDasharray={on ? undefined : "4 6"}
                className={cn(
                  "transition-[stroke-width,opacity] duration-300",
                  on ? "opacity-100" : "text-slate-500 opacity-60",
                )}
              />
            );
          })}
        </g>
        {networkNodes.map((node) => {
          const on = nodeIsActive(node.id);
          const r = nodeRadius(node);
          const label = networkLabels[node.type];
          return (
            <g
              key={node.id}
              role="button"
              tabIndex={0}
              aria-label={`${label}: ${node.name}`}
              aria-pressed={node.id === activeId}
              data-node={node.id}
              data-active={on || undefined}
              className="group cursor-pointer outline-none"
              onMouseEnter={() => setActiveId(node.id)}
              onMouseLeave={() => setActiveId(null)}
              onFocus={() => setActiveId(node.id)}
              onBlur={() => setActiveId(null)}
              onClick={() => setActiveId(node.id)}
              onKeyDown={(event) => {
                if (event.key === "Enter" || event.key === " ") {
                  event.preventDefault();
                  setActiveId(node.id);
                } else if (event.key === "Escape") {
                  setActiveId(null);
                }
              }}
            >
              <circle
                cx={node.x}
                cy={node.y}
                r={r + 10}
                className={cn(
                  "transition-opacity duration-300",
                  nodeGlow[node.type],
                  on ? "opacity-100" : "opacity-0",
                )}
              />
              <circle
                cx={node.x}
                cy={node.y}
                r={r + 5}
                fill="none"
                strokeWidth={2}
                className="stroke-white opacity-0 group-focus-visible:opacity-100"
              />
              <circle
                cx={node.x}
                cy={node.y}
                r={r}
                className={cn(
                  "stroke-slate-950 transition-[opacity] duration-300",
                  nodeFill[node.type],
                  activeId && !on ? "opacity-50" : "opacity-100",
                )}
                strokeWidth={2}
              />
              <circle cx={node.x} cy={node.y} r={node.type === "core" ? 8 : 4} fill="white" />
            </g>
          );
        })}
        {active ? (
          <g aria-hidden className="pointer-events-none">
            {[active, ...(active.id === CORE_ID ? [] : [byId.get(CORE_ID)!])].map((node) => (
              <text
                key={node.id}
                x={labelX(node)}
                y={labelY(node)}
                textAnchor="middle"
                className="fill-white text-[13px] font-semibold"
                paintOrder="stroke"
                stroke="#020617"
                strokeWidth={4}
                strokeLinejoin="round"
              >
                {networkLabels[node.type]}
              </text>
            ))}
          </g>
        ) : null}
      </svg>
      <div
        aria-live="polite"
        className="mt-3 min-h-[3.75rem] rounded-xl border border-border bg-muted/40 px-4 py-3 text-sm"
      >
        {active ? (
          <p>
            <span className="font-semibold text-text-cyan">{networkLabels[active.type]}</span>
            <span className="text-muted-foreground"> · {active.name}</span>
            <span className="mt-0.5 block text-muted-foreground">
              {networkDescriptions[active.type]}
            </span>
          </p>
        ) : (
          <p className="text-muted-foreground">{networkHint}</p>
        )}
      </div>
    </div>
  );
}
