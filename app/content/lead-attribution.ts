/**
 * Where a lead came from (page, the day's visit: entry page, referrer, campaign), as the server
 * records it (server/leads/attribution.ts). Every place that shows it says what it is.
 */
export const leadSource = {
  heading: "Source (the visit of the day it was sent)",
  caution:
    "Recorded by our server from the visitor's page views that day, or for a form sent without script from its page's address. A visit on an earlier day is not known: a hint, not proof.",
} as const;
