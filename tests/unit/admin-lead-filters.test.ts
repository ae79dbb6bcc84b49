import { describe, expect, it } from "vitest";

import {
  exportPath,
  filtersFromSearch,
  hasFilters,
  leadsRequestPath,
  searchFromFilters,
  withFilter,
} from "~/features/admin-inbox/lead-filters";

const search = (query: string) => new URLSearchParams(query);

describe("filters in the inbox's URL", () => {
  it("reads every filter the API knows", () => {
    expect(
      filtersFromSearch(
        search("q=ada&form=contact&status=won&delivery=failed&from=2026-11-01&to=2026-11-30"),
      ),
    ).toEqual({
      q: "ada",
      form: "contact",
      status: "won",
      delivery: "failed",
      from: "2026-11-01",
      to: "2026-11-30",
    });
  });

  it("leaves out values the API would refuse, keeping the others", () => {
    expect(
      filtersFromSearch(
        search("status=archived&delivery=lost&from=yesterday&to=2026-13-40&form=contact"),
      ),
    ).toEqual({ form: "contact" });
  });

  it("trims the search and drops one of spaces only", () => {
    expect(filtersFromSearch(search("q=%20%20Ada%20"))).toEqual({ q: "Ada" });
    expect(filtersFromSearch(search("q=%20%20"))).toEqual({});
  });

  it("ignores what is not a filter (a cursor, anything else)", () => {
    expect(filtersFromSearch(search("cursor=abc&page=2"))).toEqual({});
  });

  it("writes the filters in one order, empty ones left out", () => {
    expect(
      searchFromFilters({ to: "2026-11-30", status: "new", q: "ada", form: "" }).toString(),
    ).toBe("q=ada&status=new&to=2026-11-30");
    expect(searchFromFilters({}).toString()).toBe("");
  });

  it("survives a round trip", () => {
    const filters = { q: "Grace Hopper", form: "trainer-demo", delivery: "none" } as const;
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
  });

  it("changes one filter, an empty value removing it", () => {
    expect(withFilter({ q: "ada" }, "status", "won")).toEqual({ q: "ada", status: "won" });
    expect(withFilter({ q: "ada", status: "won" }, "status", "")).toEqual({ q: "ada" });
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ from: "2026-11-01" })).toBe(true);
  });
});

describe("requests made from the filters", () => {
  it("asks for a page of leads, older than the cursor when there is one", () => {
    expect(leadsRequestPath({})).toBe("/api/admin/leads");
    expect(leadsRequestPath({ status: "new" }, "c1")).toBe("/api/admin/leads?status=new&cursor=c1");
    expect(leadsRequestPath({ q: "a&b" }, null)).toBe("/api/admin/leads?q=a%26b");
  });

  it("exports the same filters in the chosen format, without paging", () => {
    expect(exportPath({ form: "contact" }, "csv")).toBe(
      "/api/admin/leads/export?form=contact&format=csv",
    );
    expect(exportPath({}, "json")).toBe("/api/admin/leads/export?format=json");
  });
});
