// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { onboardingPricesSeed } from "~/content/onboarding-prices";
import { OnboardingCalculator } from "~/features/onboarding-calculator/onboarding-calculator";
import type { QuoteExport } from "~/lib/onboarding-quote";

import { tabTo } from "./tab-to";

import { stubInertObservers } from "./inert-observers";

/** The calculator as the sales-rep page renders it, with the published seed prices. */
function renderCalculator() {
  render(<OnboardingCalculator prices={onboardingPricesSeed} />);
  return userEvent.setup();
}

const tier = (name: RegExp) => screen.getByRole("button", { name });
const button = (name: string) => screen.getByRole("button", { name });
const checkbox = (name: string) => screen.getByRole("checkbox", { name });
const preset = (name: string) => document.querySelector<HTMLElement>(`[data-preset="${name}"]`)!;
/**
 * A preset's Apply button. Its accessible name, "Apply <preset>", is the browser's (checked in
 * software-reps.spec.ts): jsdom's name drops the space that starts the hidden part.
 */
const applyButton = (name: string) => within(preset(name)).getByRole("button", { name: /^Apply/ });
/** A package is chosen by its visible label: the radio itself is visually hidden. */
const packageLabel = (name: string) => screen.getAllByText(name, { exact: true })[0]!;

describe("the onboarding cost calculator", () => {
  beforeEach(() => {
    // The total bar watches whether the quote's own total is on screen.
    stubInertObservers();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("selects hubs, applies a preset, switches package, adds add-ons", async () => {
    const user = renderCalculator();
    const total = screen.getByTestId("quote-total");
    const exportButton = button("Export Quote");
    expect(screen.getByRole("radio", { name: "Professional" })).toBeChecked();
    expect(total).toHaveTextContent(/^\$0$/);
    expect(exportButton).toBeDisabled();

    await user.click(tier(/^Marketing Hub Advanced/));
    expect(tier(/^Marketing Hub Advanced/)).toHaveAttribute("aria-pressed", "true");
    expect(total).toHaveTextContent(/^\$3,000$/);
    expect(exportButton).toBeEnabled();
    await user.click(tier(/^Marketing Hub Intelligent/));
    expect(tier(/^Marketing Hub Advanced/)).toHaveAttribute("aria-pressed", "false");
    expect(total).toHaveTextContent(/^\$6,000$/);
    await user.click(tier(/^Sales Hub Basic/));
    expect(screen.getByTestId("quote-discount")).toHaveTextContent(/^\$0$/);
    await user.click(tier(/^Service Hub Basic/));
    // Three hubs: 8,000 − 10%.
    expect(screen.getByTestId("quote-subtotal")).toHaveTextContent(/^\$8,000$/);
    expect(screen.getByTestId("quote-discount")).toHaveTextContent(/^−\$800$/);
    expect(total).toHaveTextContent(/^\$7,200$/);
    await user.click(tier(/^Service Hub Basic/));
    expect(tier(/^Service Hub Basic/)).toHaveAttribute("aria-pressed", "false");
    expect(total).toHaveTextContent(/^\$7,000$/);
    const polite = document.querySelectorAll("[aria-live=polite]");
    expect(polite).toHaveLength(1);
    expect(polite[0]).toHaveTextContent("Service Hub removed.");

    expect(within(preset("Marketing Growth")).getByText("Popular", { exact: true })).toBeVisible();
    await user.click(applyButton("Marketing Growth"));
    expect(within(screen.getByTestId("quote-hubs")).getAllByRole("listitem")).toHaveLength(3);
    expect(tier(/^Marketing Hub Advanced/)).toHaveAttribute("aria-pressed", "true");
    expect(tier(/^Sales Hub Basic/)).toHaveAttribute("aria-pressed", "true");
    expect(tier(/^Operations Hub Basic/)).toHaveAttribute("aria-pressed", "true");
    expect(total).toHaveTextContent(/^\$4,500$/);

    await user.click(packageLabel("Enterprise"));
    expect(screen.getByRole("radio", { name: "Enterprise" })).toBeChecked();
    expect(screen.getByTestId("quote-subtotal")).toHaveTextContent(/^\$13,500$/);
    expect(total).toHaveTextContent(/^\$12,150$/);

    await user.click(checkbox("Tech-Stack Audit"));
    await user.click(checkbox("Business Process Mapping"));
    expect(screen.getByTestId("quote-addons")).toHaveTextContent(/^\$24,000$/);
    const fewer = button("Fewer custom integrations");
    const more = button("More custom integrations");
    expect(fewer).toBeDisabled();
    for (let index = 0; index < 5; index += 1) await user.click(more);
    expect(screen.getByTestId("integration-count")).toHaveTextContent(/^5$/);
    expect(more).toBeDisabled();
    expect(screen.getByTestId("quote-addons")).toHaveTextContent(/^\$46,500$/);
    expect(total).toHaveTextContent(/^\$58,650$/);
    await user.click(fewer);
    expect(total).toHaveTextContent(/^\$54,150$/);

    await user.click(packageLabel("Professional"));
    // 5,000 − 500 + 4,500 + 7,500 + 4 × 4,500
    expect(total).toHaveTextContent(/^\$34,500$/);
  });

  it("is worked by keyboard alone: package by arrow keys, hubs by Space and Enter, integrations", async () => {
    const user = renderCalculator();
    const total = screen.getByTestId("quote-total");
    const professional = screen.getByRole("radio", { name: "Professional" });
    await tabTo(user, professional);
    expect(professional).toBeChecked();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "Enterprise" })).toBeChecked();
    await user.keyboard("{ArrowLeft}");
    expect(professional).toBeChecked();

    const salesAdvanced = tier(/^Sales Hub Advanced/);
    await tabTo(user, salesAdvanced);
    await user.keyboard(" ");
    expect(salesAdvanced).toHaveAttribute("aria-pressed", "true");
    expect(total).toHaveTextContent(/^\$2,000$/);
    await user.tab();
    const salesIntelligent = tier(/^Sales Hub Intelligent/);
    expect(salesIntelligent).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(salesIntelligent).toHaveAttribute("aria-pressed", "true");
    expect(salesAdvanced).toHaveAttribute("aria-pressed", "false");
    expect(total).toHaveTextContent(/^\$4,000$/);
    await user.keyboard("{Enter}");
    expect(salesIntelligent).toHaveAttribute("aria-pressed", "false");
    expect(total).toHaveTextContent(/^\$0$/);

    await tabTo(user, button("More custom integrations"));
    await user.keyboard("{Enter}");
    expect(screen.getByTestId("integration-count")).toHaveTextContent(/^1$/);
  });

  it("Start Over is disabled whenever the quote is empty, however it got empty", async () => {
    const user = renderCalculator();
    const startOver = button("Start Over");
    expect(startOver).toBeDisabled();
    const marketing = tier(/^Marketing Hub Advanced/);
    await user.click(marketing);
    expect(startOver).toBeEnabled();
    await user.click(marketing);
    expect(screen.getByTestId("quote-total")).toHaveTextContent(/^\$0$/);
    expect(startOver).toBeDisabled();

    const audit = checkbox("Tech-Stack Audit");
    await user.click(audit);
    expect(startOver).toBeEnabled();
    await user.click(audit);
    expect(startOver).toBeDisabled();
    await user.click(button("More custom integrations"));
    expect(startOver).toBeEnabled();
    await user.click(button("Fewer custom integrations"));
    expect(startOver).toBeDisabled();

    await user.click(applyButton("Sales Team Starter"));
    await user.click(startOver);
    expect(screen.getByTestId("quote-total")).toHaveTextContent(/^\$0$/);
    expect(startOver).toBeDisabled();
  });

  describe("Export Quote", () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it("exports the quote as JSON", async () => {
      // jsdom downloads nothing: the file is caught as its link is clicked.
      const files = new Map<string, Blob>();
      vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
        const url = `blob:quote-${files.size}`;
        files.set(url, blob as Blob);
        return url;
      });
      vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
      const downloads: { fileName: string; file: Blob | undefined }[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        downloads.push({ fileName: this.download, file: files.get(this.getAttribute("href")!) });
      });

      const user = renderCalculator();
      await user.click(applyButton("Full Revenue Stack"));
      await user.click(checkbox("Tech-Stack Audit"));
      await user.click(button("More custom integrations"));
      await user.click(button("Export Quote"));

      expect(downloads).toHaveLength(1);
      const [{ fileName, file }] = downloads as [(typeof downloads)[number]];
      expect(fileName).toMatch(/^hubspot-onboarding-quote-\d+\.json$/);
      expect(file?.type).toBe("application/json");
      const quote = JSON.parse(await file!.text()) as QuoteExport;
      expect(quote).toStrictEqual({
        packageType: "professional",
        selectedHubs: [
          { name: "Marketing Hub", tier: "advanced", price: 3000 },
          { name: "Sales Hub", tier: "advanced", price: 2000 },
          { name: "Service Hub", tier: "basic", price: 1000 },
          { name: "Operations Hub", tier: "advanced", price: 2000 },
        ],
        addOns: { techAudit: true, processMapping: false, customIntegrations: 1 },
        totals: { subtotal: 8000, discount: 800, addOns: 9000, total: 16200 },
      });
      // The toast layers are loaded and mounted on first use, at the end of the page, and the
      // toast shows once it has mounted.
      await waitFor(() => expect(screen.getByText("Quote exported")).toBeVisible());
    });
  });
});
