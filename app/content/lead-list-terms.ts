/**
 * What every lead list comes with. A module of its own because the lead generation hero quotes
 * it: the page's first download then leaves the rest of the lead-generation content out.
 */

export const LEADS_PER_LIST = 100;
export const DELIVERY_TIME = "3-5 business days";
