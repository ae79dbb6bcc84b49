import type { SignOutOthersAnswer } from "~/lib/admin-api";

// Apart from the activity log's other sentences, which read the lead values every inbox page
// would otherwise load with its header.

const counted = (count: number, one: string, many: string) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

/** What signing out other sessions did: the activity log's sentence and the owner's notice. */
export function otherSessionsEnded({ sessions, devices }: SignOutOthersAnswer): string {
  return `Signed out other sessions: ${counted(sessions, "session", "sessions")} ended, ${counted(devices, "known browser", "known browsers")} forgotten`;
}
