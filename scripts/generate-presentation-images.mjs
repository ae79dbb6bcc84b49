// Renders the three presentation-gallery slides from SVG to optimised WebP at fixed sizes.
// Usage: node scripts/generate-presentation-images.mjs   (writes public/images/presentations/)
import { mkdir, stat } from "node:fs/promises";

import sharp from "sharp";

const OUT_DIR = "public/images/presentations";
const WIDTH = 960;
const HEIGHT = 540;
/** Each slide is also written at half size for small screens (srcset). */
const SIZES = [WIDTH, WIDTH / 2];
const FONT = "Liberation Sans, DejaVu Sans, Arial, sans-serif";

const frame = (
  background,
  body,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="${FONT}">
  <defs>
    <linearGradient id="brand" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#a855f7"/>
      <stop offset="1" stop-color="#22d3ee"/>
    </linearGradient>
    <linearGradient id="bars" x1="0" y1="1" x2="0" y2="0">
      <stop offset="0" stop-color="#7c3aed"/>
      <stop offset="1" stop-color="#22d3ee"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.85" cy="0.1" r="0.7">
      <stop offset="0" stop-color="#a855f7" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#a855f7" stop-opacity="0"/>
    </radialGradient>
  </defs>
  ${background}
  ${body}
</svg>`;

const darkBackground = `<rect width="${WIDTH}" height="${HEIGHT}" fill="#0b1024"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>`;

const footer = (dark, page) => {
  const colour = dark ? "#94a3b8" : "#64748b";
  return `<rect x="56" y="500" width="${WIDTH - 112}" height="1" fill="${dark ? "#1e293b" : "#e2e8f0"}"/>
  <text x="56" y="522" font-size="12" fill="${colour}">Confidential · Prepared for the leadership team</text>
  <text x="${WIDTH - 56}" y="522" font-size="12" fill="${colour}" text-anchor="end">${page}</text>`;
};

function investorPitch() {
  const values = [0.6, 0.9, 1.3, 1.9, 2.6, 3.4, 4.4, 5.8];
  const labels = ["Q1", "Q2", "Q3", "Q4", "Q1", "Q2", "Q3", "Q4"];
  const chartX = 56;
  const chartBottom = 440;
  const chartHeight = 250;
  const barWidth = 44;
  const gap = 20;
  const max = 6;
  const bars = values
    .map((value, index) => {
      const height = (value / max) * chartHeight;
      const x = chartX + index * (barWidth + gap);
      const y = chartBottom - height;
      return `<rect x="${x}" y="${y.toFixed(1)}" width="${barWidth}" height="${height.toFixed(1)}" rx="6" fill="url(#bars)"/>
      <text x="${x + barWidth / 2}" y="${(y - 10).toFixed(1)}" font-size="13" font-weight="700" fill="#e2e8f0" text-anchor="middle">$${value}M</text>
      <text x="${x + barWidth / 2}" y="462" font-size="12" fill="#94a3b8" text-anchor="middle">${labels[index]}</text>`;
    })
    .join("");
  const grid = [0, 1, 2, 3]
    .map((line) => {
      const y = chartBottom - (line / 3) * chartHeight;
      return `<line x1="${chartX}" x2="${chartX + 8 * (barWidth + gap) - gap}" y1="${y}" y2="${y}" stroke="#1e293b" stroke-dasharray="4 6"/>`;
    })
    .join("");
  const metric = (y, value, label) => `<g transform="translate(640 ${y})">
      <rect width="264" height="86" rx="16" fill="#111a33" stroke="#26324d"/>
      <text x="22" y="44" font-size="30" font-weight="800" fill="url(#brand)">${value}</text>
      <text x="22" y="68" font-size="14" fill="#a3b1c6">${label}</text>
    </g>`;
  return frame(
    darkBackground,
    `<text x="56" y="64" font-size="14" font-weight="700" letter-spacing="3" fill="#22d3ee">TRACTION</text>
  <text x="56" y="108" font-size="38" font-weight="800" fill="#f8fafc">Annual recurring revenue</text>
  <text x="56" y="138" font-size="17" fill="#a3b1c6">Two years of compounding growth, with no paid acquisition</text>
  <rect x="56" y="156" width="120" height="4" rx="2" fill="url(#brand)"/>
  ${grid}${bars}
  ${metric(176, "3.2x", "Year-over-year ARR growth")}
  ${metric(276, "128%", "Net revenue retention")}
  ${metric(376, "$5.8M", "ARR, last quarter")}
  ${footer(true, "07")}`,
  );
}

function salesProposal() {
  const phases = [
    {
      name: "Discover",
      weeks: "Weeks 1-3",
      colour: "#9333ea",
      items: ["Stakeholder interviews", "Process mapping", "Data audit"],
    },
    {
      name: "Build",
      weeks: "Weeks 4-9",
      colour: "#6d28d9",
      items: ["CRM configuration", "Integrations", "Automations"],
    },
    {
      name: "Launch",
      weeks: "Weeks 10-13",
      colour: "#0891b2",
      items: ["Team training", "Go-live support", "Adoption reports"],
    },
  ];
  const cards = phases
    .map((phase, index) => {
      const x = 56 + index * 290;
      const items = phase.items
        .map(
          (
            item,
            row,
          ) => `<circle cx="${x + 28}" cy="${316 + row * 34}" r="9" fill="${phase.colour}" opacity="0.15"/>
        <path d="M${x + 23.5} ${316 + row * 34} l3 3 l6 -6" stroke="${phase.colour}" stroke-width="2.2" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
        <text x="${x + 46}" y="${321 + row * 34}" font-size="15" fill="#334155">${item}</text>`,
        )
        .join("");
      return `<g>
        <circle cx="${x + 20}" cy="206" r="14" fill="${phase.colour}"/>
        <text x="${x + 20}" y="211" font-size="13" font-weight="700" fill="#ffffff" text-anchor="middle">${index + 1}</text>
        <rect x="${x}" y="236" width="266" height="210" rx="18" fill="#ffffff" stroke="#e2e8f0"/>
        <rect x="${x}" y="236" width="266" height="6" rx="3" fill="${phase.colour}"/>
        <text x="${x + 22}" y="276" font-size="22" font-weight="800" fill="#0f172a">${phase.name}</text>
        <text x="${x + 244}" y="276" font-size="13" font-weight="600" fill="${phase.colour}" text-anchor="end">${phase.weeks}</text>
        ${items}
      </g>`;
    })
    .join("");
  return frame(
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f8fafc"/>
  <rect x="${WIDTH - 300}" y="0" width="300" height="170" fill="#f3e8ff"/>
  <circle cx="${WIDTH - 60}" cy="40" r="120" fill="#e0f2fe" opacity="0.8"/>`,
    `<text x="56" y="64" font-size="14" font-weight="700" letter-spacing="3" fill="#7e22ce">PROPOSAL · IMPLEMENTATION PLAN</text>
  <text x="56" y="108" font-size="38" font-weight="800" fill="#0f172a">Live in 90 days, in three phases</text>
  <text x="56" y="138" font-size="17" fill="#475569">A fixed-scope rollout with a named owner and sign-off at every milestone</text>
  <line x1="76" x2="${56 + 2 * 290 + 20}" y1="206" y2="206" stroke="url(#brand)" stroke-width="4" stroke-linecap="round"/>
  ${cards}
  <g transform="translate(56 468)"><text font-size="14" fill="#475569"><tspan font-weight="700" fill="#0f172a">Success metric:</tspan> 90% of reps logging activity in the CRM by week 13</text></g>
  ${footer(false, "12")}`,
  );
}

function quarterlyReview() {
  const segments = [
    { label: "Inbound", value: 42, colour: "#a855f7" },
    { label: "Outbound", value: 28, colour: "#22d3ee" },
    { label: "Partners", value: 18, colour: "#818cf8" },
    { label: "Events", value: 12, colour: "#f0abfc" },
  ];
  const cx = 230;
  const cy = 318;
  const radius = 110;
  const circumference = 2 * Math.PI * radius;
  let offset = 0;
  const arcs = segments
    .map((segment) => {
      const length = (segment.value / 100) * circumference;
      const arc = `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="${segment.colour}" stroke-width="34" stroke-dasharray="${(length - 4).toFixed(2)} ${(circumference - length + 4).toFixed(2)}" stroke-dashoffset="${(-offset).toFixed(2)}" transform="rotate(-90 ${cx} ${cy})"/>`;
      offset += length;
      return arc;
    })
    .join("");
  const legend = segments
    .map(
      (segment, index) =>
        `<g transform="translate(${56 + [0, 112, 236, 352][index]} 462)"><rect width="12" height="12" rx="3" fill="${segment.colour}"/><text x="18" y="11" font-size="13" fill="#cbd5e1">${segment.label} ${segment.value}%</text></g>`,
    )
    .join("");
  const kpis = [
    { value: "$4.8M", label: "Pipeline created", delta: "+22%" },
    { value: "31%", label: "Win rate", delta: "+6 pts" },
    { value: "38 days", label: "Average sales cycle", delta: "-9 days" },
    { value: "$52K", label: "Average deal size", delta: "+14%" },
  ];
  const tiles = kpis
    .map((kpi, index) => {
      const x = 470 + (index % 2) * 222;
      const y = 186 + Math.floor(index / 2) * 142;
      return `<g transform="translate(${x} ${y})">
        <rect width="206" height="126" rx="16" fill="#111a33" stroke="#26324d"/>
        <text x="20" y="36" font-size="14" fill="#a3b1c6">${kpi.label}</text>
        <text x="20" y="80" font-size="32" font-weight="800" fill="#f8fafc">${kpi.value}</text>
        <rect x="20" y="94" width="74" height="22" rx="11" fill="#064e3b"/>
        <text x="57" y="110" font-size="12" font-weight="700" fill="#6ee7b7" text-anchor="middle">${kpi.delta}</text>
      </g>`;
    })
    .join("");
  return frame(
    darkBackground,
    `<text x="56" y="64" font-size="14" font-weight="700" letter-spacing="3" fill="#22d3ee">Q3 BUSINESS REVIEW</text>
  <text x="56" y="108" font-size="38" font-weight="800" fill="#f8fafc">Pipeline up 22% quarter on quarter</text>
  <text x="56" y="138" font-size="17" fill="#a3b1c6">Inbound now drives the largest share of new opportunities</text>
  <rect x="56" y="156" width="120" height="4" rx="2" fill="url(#brand)"/>
  <circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="#1e293b" stroke-width="34"/>
  ${arcs}
  <text x="${cx}" y="${cy - 4}" font-size="34" font-weight="800" fill="#f8fafc" text-anchor="middle">412</text>
  <text x="${cx}" y="${cy + 22}" font-size="14" fill="#a3b1c6" text-anchor="middle">open opportunities</text>
  ${legend}
  ${tiles}
  ${footer(true, "04")}`,
  );
}

const slides = {
  "investor-pitch": investorPitch(),
  "sales-proposal": salesProposal(),
  "quarterly-review": quarterlyReview(),
};

await mkdir(OUT_DIR, { recursive: true });
for (const [name, svg] of Object.entries(slides)) {
  // Rasterise at twice the largest size, then downscale: crisper text and edges.
  const master = sharp(Buffer.from(svg), { density: 144 });
  for (const width of SIZES) {
    const suffix = width === WIDTH ? "" : `-${width}`;
    const file = `${OUT_DIR}/${name}${suffix}.webp`;
    await master
      .clone()
      .resize(width, Math.round((width * HEIGHT) / WIDTH))
      .webp({ quality: 80, effort: 6, smartSubsample: true })
      .toFile(file);
    const { size } = await stat(file);
    console.log(`${file} ${(size / 1024).toFixed(1)} KB`);
  }
}
