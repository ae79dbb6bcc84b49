import { CLICK_ID_PARAMS, UTM_PARAMS } from "./page-view";

/**
 * Where a lead's visitor came from, as the server records it (server/leads/attribution.ts):
 * the visit of the day the lead was sent (`lastTouch`). Leads stored before the server kept
 * visits also have the first touch their browser reported.
 */
export const TOUCH_PARAMS = [...UTM_PARAMS, ...CLICK_ID_PARAMS] as const;

export type Touch = Partial<Record<(typeof TOUCH_PARAMS)[number], string>> & {
  landingPage: string;
  referrer?: string;
  at: string;
};

export interface Attribution {
  firstTouch?: Touch;
  lastTouch?: Touch;
}
