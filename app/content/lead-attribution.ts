/**
 * Where a lead came from (page, first and last touch, referrer, campaign) is what the visitor's
 * browser posted: anyone can make it up. Every place that shows it says so, until the server
 * records it itself.
 */
export const reportedSource = {
  heading: "Source (as reported by the visitor's browser)",
  caution: "Sent by the visitor's browser and not checked: a hint, not proof.",
} as const;
