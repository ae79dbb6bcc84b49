// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";

import { aiTrainerPlanCopySeed } from "~/content/ai-trainer-plan-copy";
import {
  TEAM_SIZE_MAX,
  TEAM_TOTAL_WITHOUT_SIZE,
  teamSizeNote,
  teamSizeProblems,
} from "~/content/ai-trainer-plans";
import { aiTrainerPlansSeed } from "~/content/ai-trainer-prices";
import { TeamPlans } from "~/features/ai-trainer-pricing/team-plans";
import { $bookCall } from "~/lib/book-call";
import { formatNumber } from "~/lib/format";

import { stubInertObservers } from "./inert-observers";

const largest = formatNumber(TEAM_SIZE_MAX);

function totals() {
  return ["team-basic", "team-pro"].map((plan) => screen.getByTestId(`team-total-${plan}`));
}

function sizeField() {
  return screen.getByRole("spinbutton", { name: "Team size (users)" });
}

async function typeSize(user: ReturnType<typeof userEvent.setup>, size: string) {
  await user.clear(sizeField());
  if (size) await user.type(sizeField(), size);
}

describe("TeamPlans' team-size field", () => {
  beforeEach(() => {
    // The plan buttons prepare the popup as they come into view.
    stubInertObservers();
    $bookCall.set(null);
  });

  it("prices every size from 1 to the largest team priced here", async () => {
    const user = userEvent.setup();
    render(<TeamPlans plans={aiTrainerPlansSeed} copy={aiTrainerPlanCopySeed} />);
    await typeSize(user, "1");
    const [basic, pro] = totals();
    expect(basic).toHaveTextContent("$60/month");
    expect(pro).toHaveTextContent("$35/month");
    await typeSize(user, String(TEAM_SIZE_MAX));
    expect(basic).toHaveTextContent("$80,000/month");
    expect(pro).toHaveTextContent("$250,000/month");
    expect(sizeField()).not.toHaveAttribute("aria-invalid");
    expect(sizeField()).toHaveValue(TEAM_SIZE_MAX);
  });

  it.each([
    ["3", "5-10 users: $12 per user", "$60/month", "1-10 users: $35 per user", "$105/month"],
    ["5", "5-10 users: $12 per user", "$60/month", "1-10 users: $35 per user", "$175/month"],
    ["10", "5-10 users: $12 per user", "$120/month", "1-10 users: $35 per user", "$350/month"],
    ["11", "11-20 users: $10 per user", "$110/month", "11-20 users: $30 per user", "$330/month"],
    ["20", "11-20 users: $10 per user", "$200/month", "11-20 users: $30 per user", "$600/month"],
    ["21", "21+ users: $8 per user", "$168/month", "21+ users: $25 per user", "$525/month"],
    [
      "5000",
      "21+ users: $8 per user",
      "$40,000/month",
      "21+ users: $25 per user",
      "$125,000/month",
    ],
  ])("prices %s users by their band", async (size, basicBand, basicTotal, proBand, proTotal) => {
    const user = userEvent.setup();
    render(<TeamPlans plans={aiTrainerPlansSeed} copy={aiTrainerPlanCopySeed} />);
    await typeSize(user, size);
    const [basic, pro] = totals();
    expect(basic).toHaveTextContent(basicBand);
    expect(basic).toHaveTextContent(basicTotal);
    expect(pro).toHaveTextContent(proBand);
    expect(pro).toHaveTextContent(proTotal);
    // Team Basic bills at least 5 users, and says so below that.
    if (Number(size) < 5) expect(basic).toHaveTextContent("billed as 5");
    else expect(basic).not.toHaveTextContent("billed as");
  });

  it.each([
    ["", teamSizeProblems.missing],
    ["0", teamSizeProblems["too-small"]],
    ["2.5", teamSizeProblems["not-whole"]],
    ["20000", teamSizeProblems["too-large"](largest)],
  ])("says why %j has no price, and shows none", async (size, problem) => {
    const user = userEvent.setup();
    render(<TeamPlans plans={aiTrainerPlansSeed} copy={aiTrainerPlanCopySeed} />);
    await typeSize(user, size);
    const field = sizeField();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(
      `${problem} ${teamSizeNote.limit(largest)} ${teamSizeNote.larger} ${teamSizeNote.action}`,
    );
    for (const total of totals()) {
      expect(total).toHaveTextContent(TEAM_TOTAL_WITHOUT_SIZE);
      expect(total).not.toHaveTextContent("$");
      expect(total).not.toHaveTextContent("/month");
    }
    // What was typed stays, to be corrected.
    expect(field).toHaveDisplayValue(size);
    // No band is marked as the one that applies.
    for (const bands of screen.getAllByRole("list", { name: /price per user$/ })) {
      expect(within(bands).queryByRole("listitem", { current: true })).toBeNull();
    }
  });

  it("asks for a call, with no team size, from a plan button while no size is priced", async () => {
    const user = userEvent.setup();
    render(<TeamPlans plans={aiTrainerPlansSeed} copy={aiTrainerPlanCopySeed} />);
    await typeSize(user, "20000");
    await user.click(screen.getByRole("button", { name: "Request Team Pro Access" }));
    expect($bookCall.get()).toEqual({ open: true, plan: undefined });
    await typeSize(user, "12");
    await user.click(screen.getByRole("button", { name: "Request Team Pro Access" }));
    expect($bookCall.get()).toMatchObject({
      open: true,
      plan: { choice: { plan: "team-pro", teamSize: 12 } },
    });
  });
});
