/** The h1 of each page of the inbox, shown from the prerendered HTML on. */
export const INBOX_HEADING = "Leads inbox";
export const LEAD_HEADING = "Lead";
export const ACTIVITY_HEADING = "Activity";
export const ANALYTICS_HEADING = "Analytics";
export const CONTENT_HEADING = "Content";
