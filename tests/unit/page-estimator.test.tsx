// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { websitePricesSeed } from "~/content/website-prices";
import { websiteServicesSeed } from "~/content/website-services";
import { PageEstimator } from "~/features/website-services/page-estimator";
import { websiteServiceNames } from "~/lib/website-service-schema";

/**
 * The website design page's estimator at the seed's prices: the total of each service for the
 * count set on either control, and the call for a quote above the largest count priced.
 * `services.spec` keeps a count set before the island is live.
 */

const names = websiteServiceNames(websiteServicesSeed);
const estimate = () => screen.getByTestId("page-estimate");
const total = (service: "migration" | "redesign") =>
  estimate().querySelector(`[data-service="${service}"]`);
const pagesField = () => screen.getByRole("spinbutton", { name: "Pages" });

describe("PageEstimator", () => {
  it("estimates by page count and asks for a quote above 60 pages", async () => {
    const user = userEvent.setup();
    render(<PageEstimator prices={websitePricesSeed} names={names} />);
    expect(total("migration")).toHaveTextContent("$1,650");
    expect(total("redesign")).toHaveTextContent("$8,800");

    for (const [count, migration, redesign] of [
      ["12", "$1,680", "$9,000"],
      ["20", "$2,800", "$15,000"],
      ["21", "$2,730", "$14,700"],
      ["41", "$4,920", "$26,650"],
      ["60", "$7,200", "$39,000"],
    ] as const) {
      await user.clear(pagesField());
      await user.type(pagesField(), count);
      expect(total("migration"), count).toHaveTextContent(migration);
      expect(total("redesign"), count).toHaveTextContent(redesign);
    }

    await user.clear(pagesField());
    await user.type(pagesField(), "61");
    expect(estimate()).toHaveTextContent(/contact us for a quote/i);
    expect(screen.getByRole("link", { name: "Request a Quote" })).toHaveAttribute(
      "href",
      "/contact",
    );

    // A range input takes no typing: its value is set, as a drag would.
    fireEvent.change(screen.getByRole("slider", { name: "How many pages does your site have?" }), {
      target: { value: "40" },
    });
    expect(pagesField()).toHaveValue(40);
    expect(total("migration")).toHaveTextContent("$5,200");
  });

  it("names each estimate as the published copy names its service", () => {
    render(<PageEstimator prices={websitePricesSeed} names={{ ...names, redesign: "Rebuild" }} />);
    expect(total("migration")).toHaveTextContent(names.migration);
    expect(total("redesign")).toHaveTextContent("Rebuild");
  });
});
