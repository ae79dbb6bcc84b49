import { describe, expect, it } from "vitest";

import { formatReceivedTime, isTimeZone } from "../../server/delivery/mail/received-time";

describe("the time a lead was received, in the owner's time zone", () => {
  it("reads New York's time with its winter and summer names", () => {
    expect(formatReceivedTime("2026-11-27T20:40:13.712Z", "America/New_York")).toBe(
      "Fri 27 Nov, 3:40 pm EST",
    );
    expect(formatReceivedTime("2026-07-03T13:05:00.000Z", "America/New_York")).toBe(
      "Fri 3 Jul, 9:05 am EDT",
    );
  });

  it("reads UTC", () => {
    expect(formatReceivedTime("2026-11-27T20:40:13.712Z", "UTC")).toBe("Fri 27 Nov, 8:40 pm UTC");
    expect(formatReceivedTime(new Date("2026-11-28T00:00:00.000Z"), "UTC")).toBe(
      "Sat 28 Nov, 12:00 am UTC",
    );
  });

  it("reads London's time as GMT in winter and BST in summer", () => {
    expect(formatReceivedTime("2026-11-27T20:40:13.712Z", "Europe/London")).toBe(
      "Fri 27 Nov, 8:40 pm GMT",
    );
    expect(formatReceivedTime("2026-07-03T11:30:00.000Z", "Europe/London")).toBe(
      "Fri 3 Jul, 12:30 pm BST",
    );
  });

  it("names other zones by their abbreviation where English has one, else by the offset", () => {
    expect(formatReceivedTime("2026-11-27T20:40:13.712Z", "Europe/Paris")).toBe(
      "Fri 27 Nov, 9:40 pm CET",
    );
    expect(formatReceivedTime("2026-11-27T20:40:13.712Z", "America/Sao_Paulo")).toBe(
      "Fri 27 Nov, 5:40 pm GMT-3",
    );
  });

  it("knows the IANA names", () => {
    expect(isTimeZone("America/New_York")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isTimeZone("EST5EDT; drop")).toBe(false);
  });
});
