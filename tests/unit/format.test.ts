import { describe, expect, it } from "vitest";

import { formatNumber, formatUsd } from "~/lib/format";

describe("formatUsd", () => {
  it("shows a dollar sign and grouped digits", () => {
    expect(formatUsd(0)).toBe("$0");
    expect(formatUsd(4950)).toBe("$4,950");
    expect(formatUsd(1_000_000)).toBe("$1,000,000");
  });

  it("shows cents only when there are some", () => {
    expect(formatUsd(13.5)).toBe("$13.50");
    expect(formatUsd(0.02)).toBe("$0.02");
  });
});

describe("formatNumber", () => {
  it("groups digits", () => {
    expect(formatNumber(1000)).toBe("1,000");
  });
});
