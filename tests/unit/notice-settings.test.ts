import { describe, expect, it } from "vitest";

import { configuredChannels } from "../../server/delivery/config";
import { StartupError, loadEnv } from "../../server/env";
import { seedPricing } from "../support/lead-samples";

describe("the notice settings", () => {
  it("reads the owner's time zone, UTC by default", () => {
    expect(loadEnv({}).LEADS_TIME_ZONE).toBe("UTC");
    expect(loadEnv({ LEADS_TIME_ZONE: "America/New_York" }).LEADS_TIME_ZONE).toBe(
      "America/New_York",
    );
  });

  it.each(["", "EST5EDT nonsense", "New York", "Mars/Olympus_Mons"])(
    "refuses LEADS_TIME_ZONE=%j with one line saying what to set",
    (value) => {
      expect(() => loadEnv({ LEADS_TIME_ZONE: value })).toThrow(StartupError);
      expect(() => loadEnv({ LEADS_TIME_ZONE: value })).toThrow(
        /^Invalid environment variable LEADS_TIME_ZONE: must be an IANA time zone name such as "America\/New_York", "Europe\/London" or "UTC" \(got ".*"\)$/,
      );
    },
  );

  it.each([
    "http://hooks.slack.com/services/T000/B000/XXXX",
    "hooks.slack.com/services/T000/B000/XXXX",
    "",
  ])("refuses SLACK_WEBHOOK_URL=%j without repeating it", (value) => {
    const attempt = () => loadEnv({ SLACK_WEBHOOK_URL: value });
    expect(attempt).toThrow(
      /^Invalid environment variable SLACK_WEBHOOK_URL: must be a Slack incoming webhook's https:\/\/ address, e\.g\. https:\/\/hooks\.slack\.com\/services\/T000\/B000\/XXXX$/,
    );
  });

  it("adds the Slack channel beside the others when its webhook is set", () => {
    const env = loadEnv({
      SLACK_WEBHOOK_URL: "https://hooks.slack.com/services/T000/B000/XXXX",
      SMTP_URL: "smtp://localhost:2525",
      MAIL_FROM: "Grevvy <hello@grevvy.com>",
      LEADS_NOTIFY_TO: "sales@grevvy.com",
    });
    expect(configuredChannels(env, () => seedPricing).map(({ name }) => name)).toEqual([
      "sales-email",
      "confirmation-email",
      "slack",
    ]);
    expect(configuredChannels(loadEnv({}), () => seedPricing).map(({ name }) => name)).toEqual([]);
  });
});
