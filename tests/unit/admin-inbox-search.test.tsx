// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { InboxFilters, SEARCH_DELAY_MS } from "~/features/admin-inbox/inbox-filters";

describe("the inbox's search box", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const searchBox = () => screen.getByRole<HTMLInputElement>("searchbox", { name: "Search" });

  it("keeps what the owner typed on while its own search was on its way", () => {
    const onChange = vi.fn();
    const { rerender } = render(<InboxFilters filters={{}} onChange={onChange} />);
    fireEvent.change(searchBox(), { target: { value: "q6" } });
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(onChange).toHaveBeenLastCalledWith("q", "q6");

    // A key lands before the inbox has applied that search.
    fireEvent.change(searchBox(), { target: { value: "q69" } });
    rerender(<InboxFilters filters={{ q: "q6" }} onChange={onChange} />);
    expect(searchBox().value).toBe("q69");
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(onChange).toHaveBeenLastCalledWith("q", "q69");
  });

  it("shows a search that comes from elsewhere, even one it sent before", () => {
    const onChange = vi.fn();
    const { rerender } = render(<InboxFilters filters={{}} onChange={onChange} />);
    fireEvent.change(searchBox(), { target: { value: "cobol" } });
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    rerender(<InboxFilters filters={{ q: "cobol" }} onChange={onChange} />);
    expect(searchBox().value).toBe("cobol");

    // Filters cleared, then the browser's back button brings the search again.
    rerender(<InboxFilters filters={{}} onChange={onChange} />);
    expect(searchBox().value).toBe("");
    rerender(<InboxFilters filters={{ q: "cobol" }} onChange={onChange} />);
    expect(searchBox().value).toBe("cobol");
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
