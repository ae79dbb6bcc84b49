import { describe, expect, it } from "vitest";

import { site } from "~/config/site";
import { CAROUSEL_INTERVAL_MS, freeGuide, trainerPromo } from "~/content/home";
import { testimonialsSeed } from "~/content/testimonials";
import {
  DEFAULT_DEMO_TAB,
  DEMO_THEME_STORAGE_KEY,
  counters,
  demoCopy,
  demoTabs,
  industries,
  networkLabels,
  networkLinks,
  networkNodes,
  staticTiles,
} from "~/content/home-hero";
import { servicesMenu } from "~/content/navigation";
import { serviceCards } from "~/content/services";
import { formatCounter } from "~/lib/counters";

describe("hero demo data", () => {
  it("has the three tabs, AI Network first and selected by default", () => {
    expect(demoTabs.map((tab) => tab.label)).toEqual([
      "AI Network",
      "ROI Calculator",
      "Live Results",
    ]);
    expect(demoTabs.map((tab) => tab.value)).toEqual(["network", "roi", "metrics"]);
    expect(DEFAULT_DEMO_TAB).toBe("network");
  });

  it("lists the six industries with their exact metrics", () => {
    expect(
      industries.map((industry) => [
        industry.name,
        industry.metrics.efficiency,
        industry.metrics.growth,
        industry.metrics.satisfaction,
      ]),
    ).toEqual([
      ["SaaS", "40%", "25%", "89%"],
      ["E-commerce", "35%", "30%", "92%"],
      ["Healthcare", "45%", "20%", "95%"],
      ["Consulting", "50%", "35%", "88%"],
      ["Manufacturing", "38%", "22%", "85%"],
      ["Education", "42%", "28%", "91%"],
    ]);
    expect(new Set(industries.map((industry) => industry.id)).size).toBe(6);
    for (const industry of industries) {
      expect(industry.icon).toBeTruthy();
      expect(industry.colour).toMatch(/^from-\S+ to-\S+$/);
    }
  });

  it("captions and closing text follow the chosen industry", () => {
    expect(demoCopy.caption).toBe("Interactive AI Demo - Click to Explore");
    expect(demoCopy.captionForIndustry("Healthcare")).toBe("Healthcare Solutions Ready");
    expect(demoCopy.closingTitle).toBe("Ready to Transform Your Business?");
    const consulting = industries.find((industry) => industry.id === "consulting")!;
    expect(demoCopy.closingForIndustry(consulting.name, consulting.metrics.efficiency)).toContain(
      "Leaders in Consulting increased efficiency by 50%",
    );
  });

  it("draws 8 nodes including the core and 10 links between existing nodes", () => {
    expect(networkNodes).toHaveLength(8);
    expect(networkNodes.filter((node) => node.type === "core")).toHaveLength(1);
    expect(networkLinks).toHaveLength(10);
    const ids = new Set(networkNodes.map((node) => node.id));
    expect(ids.size).toBe(8);
    for (const [from, to] of networkLinks) {
      expect(ids.has(from) && ids.has(to)).toBe(true);
    }
    // Every outer node is wired to the core, so hovering any node lights a path to it.
    for (const node of networkNodes.filter((entry) => entry.type !== "core")) {
      expect(networkLinks.some(([from, to]) => from === "core" && to === node.id)).toBe(true);
    }
    for (const type of ["sales", "marketing", "operations"] as const) {
      expect(networkNodes.some((node) => node.type === type)).toBe(true);
    }
  });

  it("labels nodes by type, the core with the brand", () => {
    expect(networkLabels).toEqual({
      core: `${site.brand} AI Core`,
      sales: "Sales Optimization",
      marketing: "Marketing Intelligence",
      operations: "Operations Automation",
    });
  });

  it("counts up to the four targets and shows the two static tiles", () => {
    expect(counters.map((counter) => [counter.label, counter.target])).toEqual([
      ["Revenue generated", 2_400_000],
      ["Clients served", 150],
      ["Average efficiency gain", 42],
      ["Client satisfaction", 96],
    ]);
    expect(counters.map((counter) => formatCounter(counter.target, counter.format))).toEqual([
      "$2.4M",
      "150",
      "42%",
      "96%",
    ]);
    expect(staticTiles.map((tile) => [tile.label, tile.value])).toEqual([
      ["Users", "2.4k"],
      ["Success", "98%"],
    ]);
  });

  it("forces the demo dark under the legacy theme key", () => {
    expect(DEMO_THEME_STORAGE_KEY).toBe("hubai-theme");
  });
});

describe("home sections data", () => {
  it("has six service cards linking to the Services menu pages, three features each", () => {
    expect(serviceCards).toHaveLength(6);
    expect(serviceCards.map((card) => card.link)).toEqual(
      servicesMenu.items.map((item) => item.href),
    );
    expect(serviceCards.map((card) => card.title)).toEqual(
      servicesMenu.items.map((item) => item.title),
    );
    for (const card of serviceCards) {
      expect(card.link).toMatch(/^\/services\//);
      expect(card.features).toHaveLength(3);
      expect(card.description.length).toBeGreaterThan(40);
      expect(card.icon).toBeTruthy();
    }
  });

  it("holds seven distinct testimonials and advances every 8 s", () => {
    const testimonials = testimonialsSeed.home;
    expect(testimonials).toHaveLength(7);
    expect(new Set(testimonials.map((testimonial) => testimonial.author)).size).toBe(7);
    for (const testimonial of testimonials) {
      expect(testimonial.content.length).toBeGreaterThan(60);
      expect(testimonial.author && testimonial.position && testimonial.company).toBeTruthy();
    }
    expect(CAROUSEL_INTERVAL_MS).toBe(8000);
  });

  it("runs the free guide for 1.5 s processing and 5 s of success", () => {
    expect(freeGuide.busyLabel).toBe("Processing...");
    expect(freeGuide.processingMs).toBe(1500);
    expect(freeGuide.successDisplayMs).toBe(5000);
    expect(freeGuide.downloadLabel).toBe("Download Now");
    expect(freeGuide.downloadHref).toMatch(/^\/guides\/.+\.html$/);
  });

  it("promotes the AI trainer with Start Free Demo", () => {
    expect(trainerPromo.action).toBe("Start Free Demo");
  });

  it("never names the older product in page copy", () => {
    const copy = JSON.stringify({
      demoCopy: Object.values(demoCopy).map((value) =>
        typeof value === "function" ? value("Industry", "40%") : value,
      ),
      industries,
      networkLabels,
      counters,
      testimonials: testimonialsSeed.home,
      trainerPromo,
      freeGuide,
      serviceCards,
    });
    expect(copy).not.toMatch(/hubai/i);
  });
});
