/**
 * When a lead arrived, as the owner reads it in their own time zone: "Fri 27 Nov, 3:40 pm EST".
 */

/** True for a time zone the platform knows by its IANA name ("America/New_York", "UTC"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const OFFSET_NAME = /^(GMT|UTC)[+-]/;

/**
 * The zone's short name at that moment. American English knows the North American names
 * (EST, EDT, PST), British English the European ones (GMT, BST, CET); where neither has one,
 * the offset ("GMT-3").
 */
function zoneName(date: Date, timeZone: string): string {
  let offset = "";
  for (const locale of ["en-US", "en-GB"]) {
    const name = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" })
      .formatToParts(date)
      .find(({ type }) => type === "timeZoneName")?.value;
    if (name && !OFFSET_NAME.test(name)) return name;
    offset ||= name ?? "";
  }
  return offset;
}

export function formatReceivedTime(at: Date | string, timeZone: string): string {
  const date = new Date(at);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      day: "numeric",
      month: "short",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
    })
      .formatToParts(date)
      .map(({ type, value }) => [type, value]),
  );
  const time = `${parts.hour}:${parts.minute} ${parts.dayPeriod?.toLowerCase()}`;
  return `${parts.weekday} ${parts.day} ${parts.month}, ${time} ${zoneName(date, timeZone)}`;
}
