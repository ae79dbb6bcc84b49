import { describe, expect, it } from "vitest";

import {
  activityActor,
  activityLead,
  activitySentence,
} from "~/features/admin-inbox/activity-sentences";
import { ACTIVITY_ACTIONS, type ActivityAction, type ActivityEntry } from "~/lib/admin-api";

const LEAD = "0b0e0f3a-6c1d-4d5e-9f00-000000000001";

/** An action of the shared list, or one another part of the inbox records. */
const sentence = (action: string, detail: ActivityEntry["detail"] = {}) =>
  activitySentence({ action: action as ActivityAction, detail });

describe("activitySentence", () => {
  it("says which content a publish or restore made live, and its version", () => {
    expect(sentence("content-publish", { kind: "onboarding-prices", version: 2 })).toBe(
      "Published the onboarding prices (version 2)",
    );
    expect(
      sentence("content-restore", { kind: "onboarding-prices", version: 3, restoredFrom: 1 }),
    ).toBe("Restored the onboarding prices (version 3) from version 1");
    // A kind the site no longer has is never shown as a name from the log.
    expect(sentence("content-publish", { kind: "toString", version: 4 })).toBe(
      "Published content (version 4)",
    );
  });

  it("says what an export was: rows, format and every filter used", () => {
    expect(sentence("export", { format: "csv", rows: 42, status: "new", search: false })).toBe(
      "Exported 42 leads as CSV (status: New)",
    );
    expect(
      sentence("export", {
        format: "json",
        rows: 1,
        status: "contacted",
        form: "contact",
        delivery: "failed",
        from: "2026-11-01",
        to: "2026-11-30",
        search: true,
      }),
    ).toBe(
      "Exported 1 lead as JSON (status: Contacted, form: Contact message, delivery: Any channel failed, from 2026-11-01, to 2026-11-30, a search)",
    );
    expect(sentence("export", { format: "csv", rows: 1200, search: false })).toBe(
      "Exported 1,200 leads as CSV",
    );
    // A form the site no longer has is named by its id.
    expect(sentence("export", { format: "csv", rows: 0, form: "old-form", search: true })).toBe(
      "Exported 0 leads as CSV (form: old-form, a search)",
    );
  });

  it("says a status change, a note and a retry without naming the lead", () => {
    expect(sentence("status", { lead: LEAD, from: "new", to: "contacted" })).toBe(
      "Changed a lead's status from New to Contacted",
    );
    expect(sentence("note", { lead: LEAD })).toBe("Added a note to a lead");
    expect(sentence("retry", { lead: LEAD, channel: "sales-email" })).toBe(
      "Retried a lead's Sales e-mail delivery",
    );
    expect(sentence("retry", { lead: LEAD, channel: "fax" })).toBe("Retried a lead's fax delivery");
  });

  it("names the owner account a command changed", () => {
    const account = (change: string) =>
      sentence("account", { change, owner: "ann@example.com", via: "command line" });
    expect(account("added")).toBe("Added the owner account ann@example.com");
    expect(account("password-changed")).toBe("Changed the password of ann@example.com");
    expect(account("removed")).toBe("Removed the owner account ann@example.com");
    expect(account("renamed")).toBe("Changed the owner account ann@example.com");
  });

  it("reads the sign-in entries, a refusal with its step", () => {
    expect(sentence("sign-in", { method: "totp" })).toBe("Signed in");
    expect(sentence("sign-in", { method: "recovery-code", recoveryCodesLeft: 9 })).toBe(
      "Signed in with a recovery code (9 left)",
    );
    expect(sentence("sign-in-failed", { step: "password" })).toBe(
      "A sign-in was refused: wrong e-mail or password",
    );
    expect(sentence("sign-in-failed", { step: "second-factor" })).toBe(
      "A sign-in was refused: wrong second-factor code",
    );
    expect(sentence("sign-in-failed", { step: "enrolment-code" })).toBe(
      "A sign-in was refused: wrong or expired enrolment code",
    );
    expect(sentence("sign-in-failed", { step: "constructor" })).toBe("A sign-in was refused");
    expect(sentence("sign-out")).toBe("Signed out");
    expect(sentence("sign-out-others", { sessions: 2, devices: 1 })).toBe(
      "Signed out other sessions: 2 sessions ended, 1 known browser forgotten",
    );
    expect(sentence("sign-out-others", { sessions: 1, devices: 0 })).toBe(
      "Signed out other sessions: 1 session ended, 0 known browsers forgotten",
    );
    expect(sentence("two-factor-enrolled")).toBe("Set up two-factor sign-in");
    expect(sentence("two-factor-reset", { account: "ann@example.com" })).toBe(
      "Reset two-factor sign-in of ann@example.com",
    );
  });

  it("reads erasures with their CRM contact's state, and retention with its spam", () => {
    expect(sentence("erase", { leads: 3 })).toBe("Erased a person: 3 leads");
    expect(sentence("erase", { leads: 1, via: "command line" })).toBe("Erased a person: 1 lead");
    expect(sentence("erase", { leads: 2, hubspot: "pending", hubspotAttempts: 1 })).toBe(
      "Erased a person: 2 leads; their HubSpot contact is being deleted",
    );
    expect(sentence("erase", { leads: 0, hubspot: "deleted" })).toBe(
      "Erased a person: 0 leads; their HubSpot contact deleted",
    );
    expect(sentence("erase", { leads: 2, hubspot: "failed" })).toBe(
      "Erased a person: 2 leads; deleting their HubSpot contact failed",
    );
    expect(sentence("retention", { leads: 3, spam: 0, leadsDays: 730, spamDays: 30 })).toBe(
      "Retention removed 3 leads",
    );
    expect(sentence("retention", { leads: 110, spam: 10, leadsDays: 730, spamDays: 30 })).toBe(
      "Retention removed 120 leads (10 of them spam)",
    );
  });

  it("reads an action it does not know from its name and details, the lead's id left out", () => {
    expect(sentence("calendar-sync", { lead: LEAD, events: 4, source: "ical", empty: "" })).toBe(
      "Calendar sync (events: 4, source: ical)",
    );
    expect(sentence("two-factor-passkey-added")).toBe("Two factor passkey added");
    expect(sentence("---")).toBe("Unknown action");
  });

  it("has a sentence of its own for every action the log records", () => {
    const generic = (action: string) => action.replaceAll("-", " ");
    for (const action of ACTIVITY_ACTIONS) {
      expect(sentence(action).toLowerCase(), action).not.toBe(generic(action));
    }
  });

  it("gives wrong or missing details a plain reading rather than failing", () => {
    expect(sentence("status", { lead: LEAD, from: 3, to: null })).toBe(
      "Changed a lead's status from unknown to unknown",
    );
    expect(sentence("export", {})).toBe("Exported leads");
    expect(sentence("retry", {})).toBe("Retried a delivery");
    expect(sentence("account", {})).toBe("Changed the owner account");
    expect(sentence("account", { change: "toString", owner: "ann@example.com" })).toBe(
      "Changed the owner account ann@example.com",
    );
    expect(sentence("erase")).toBe("Erased a person");
    expect(sentence("retention")).toBe("Retention removed 0 leads");
  });
});

describe("activityActor", () => {
  it("is the owner, else the command line, an unknown client or the server", () => {
    expect(activityActor({ actor: "ann@example.com", ip: "203.0.113.7", detail: {} })).toBe(
      "ann@example.com",
    );
    expect(activityActor({ actor: null, ip: null, detail: { via: "command line" } })).toBe(
      "Command line",
    );
    expect(activityActor({ actor: null, ip: "203.0.113.7", detail: {} })).toBe("Unknown");
    expect(activityActor({ actor: null, ip: null, detail: { leads: 4 } })).toBe("The server");
  });
});

describe("activityLead", () => {
  it("is the lead's id while the lead is stored, else nothing", () => {
    expect(activityLead({ detail: { lead: LEAD } }, [LEAD])).toBe(LEAD);
    expect(activityLead({ detail: { lead: LEAD } }, [])).toBeNull();
    expect(activityLead({ detail: { leads: 3 } }, [LEAD])).toBeNull();
  });
});
