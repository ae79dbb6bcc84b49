// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { freeGuide } from "~/content/home";
import { FreeGuideCard } from "~/features/home/free-guide-card";

/**
 * The home page's free-guide card on fake timers: busy for the guide's wait, then the Thank You
 * panel with the download for its display time, then an empty form. home.spec.ts posts it in a
 * real browser, whose own checks come first.
 */

const field = (label: string) => screen.getByRole("textbox", { name: label });

describe("the free-guide card", () => {
  let posts: unknown[];
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, "", "/");
    posts = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        posts.push(JSON.parse(String(init.body)));
        return new Response('{"id":"lead-1"}', { status: 201 });
      }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it(`shows ${freeGuide.busyLabel} for ${freeGuide.processingMs} ms, Thank You with the download for ${freeGuide.successDisplayMs} ms, then an empty form`, async () => {
    expect([freeGuide.processingMs, freeGuide.successDisplayMs]).toEqual([1500, 5000]);
    const { container } = render(<FreeGuideCard />);
    for (const [label, value] of [
      ["Full Name", "Jordan Lee"],
      ["Business Email", "jordan@acme.com"],
      ["Company", "Acme"],
    ] as const) {
      fireEvent.input(field(label), { target: { value } });
    }
    fireEvent.submit(container.querySelector("form")!);

    await act(() => vi.advanceTimersByTimeAsync(freeGuide.processingMs - 100));
    expect(screen.getByRole("button", { name: freeGuide.busyLabel })).toBeDisabled();
    expect(screen.queryByRole("heading", { name: freeGuide.successTitle })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(100));
    const thanks = screen.getByRole("heading", { name: freeGuide.successTitle });
    expect(thanks).toHaveFocus();
    const download = screen.getByRole("link", { name: freeGuide.downloadLabel });
    expect(download).toHaveAttribute("href", freeGuide.downloadHref);
    expect(download).toHaveAttribute("download", freeGuide.downloadFileName);
    expect(posts).toEqual([
      expect.objectContaining({
        form: "free-guide",
        data: { name: "Jordan Lee", email: "jordan@acme.com", company: "Acme" },
      }),
    ]);

    await act(() => vi.advanceTimersByTimeAsync(freeGuide.successDisplayMs - 100));
    expect(thanks).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(thanks).not.toBeInTheDocument();
    for (const label of ["Full Name", "Business Email", "Company"]) {
      expect(field(label)).toHaveValue("");
    }
    expect(screen.getByRole("button", { name: freeGuide.submitLabel })).toBeEnabled();
  });
});
