// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { $session } from "~/features/admin-inbox/admin-client";
import { LeadPage } from "~/features/admin-inbox/admin-pages";
import { ADMIN_API, ADMIN_PATHS, adminLeadPath } from "~/lib/admin-api";

const UNKNOWN_LEAD = "no-such-lead";

/** A fetch that answers the session and the lead as the server would, and 404 to the rest. */
function serverAnswering(session: Response, lead: () => Response) {
  return vi.fn((path: string) =>
    Promise.resolve(
      path === ADMIN_API.session
        ? session
        : path === ADMIN_API.lead(UNKNOWN_LEAD)
          ? lead()
          : Response.json({ error: "Not found" }, { status: 404 }),
    ),
  );
}

describe("the lead page", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", adminLeadPath(UNKNOWN_LEAD));
    // Each render is a page load of its own: the session is asked again.
    $session.set({ status: "checking" });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the sign-in form without a session, and asks for no lead", async () => {
    const fetchMock = serverAnswering(
      Response.json({ error: "Sign in first" }, { status: 401 }),
      () => Response.json({ error: "Sign in first" }, { status: 401 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    render(<LeadPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalledWith(ADMIN_API.lead(UNKNOWN_LEAD), expect.anything());
  });

  it("says an unknown lead is not found, with the way back to the inbox", async () => {
    vi.stubGlobal(
      "fetch",
      serverAnswering(Response.json({ user: { email: "owner@example.com" } }), () =>
        Response.json({ error: "Lead not found" }, { status: 404 }),
      ),
    );
    render(<LeadPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Lead not found" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to the inbox" })).toHaveAttribute(
      "href",
      ADMIN_PATHS.inbox,
    );
  });
});
