import { describe, expect, it } from "vitest";

import {
  exportPath,
  filtersFromSearch,
  hasFilters,
  inboxPath,
  inboxReturnPath,
  leadPagePath,
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
    expect(filtersFromSearch(search("form=no-such-form&q=ada"))).toEqual({ q: "ada" });
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
      searchFromFilters({ to: "2026-11-30", status: "new", q: "ada", from: "" }).toString(),
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

describe("the way from the inbox to a lead and back", () => {
  it("opens the inbox under the filters", () => {
    expect(inboxPath({})).toBe("/admin");
    expect(inboxPath({ status: "won", q: "ada" })).toBe("/admin?q=ada&status=won");
  });

  it("links a lead with the inbox's filters, and its way back returns to them", () => {
    const filters = { q: "a&b c", status: "won", from: "2026-11-01" } as const;
    const path = leadPagePath("lead 1", filters);
    expect(path).toBe(
      "/admin/lead?id=lead%201&inbox=q%3Da%2526b%2Bc%26status%3Dwon%26from%3D2026-11-01",
    );
    const query = new URL(path, "http://localhost").searchParams;
    expect(query.get("id")).toBe("lead 1");
    expect(inboxReturnPath(query)).toBe(inboxPath(filters));
  });

  it("links a lead from the unfiltered inbox by its id alone, and returns to the whole inbox", () => {
    expect(leadPagePath("lead-1", {})).toBe("/admin/lead?id=lead-1");
    expect(inboxReturnPath(search("id=lead-1"))).toBe("/admin");
  });

  it("returns only to filters the inbox knows, never elsewhere", () => {
    expect(inboxReturnPath(search("id=1&inbox=status%3Dwon%26next%3D%2F%2Fevil.example"))).toBe(
      "/admin?status=won",
    );
    expect(inboxReturnPath(search("id=1&inbox=%2F%2Fevil.example"))).toBe("/admin");
  });
});
