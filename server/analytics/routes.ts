import type { FastifyInstance, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { z } from "zod";

import { oneLine, stripInvisibleCharacters } from "~/lib/invisible-characters";
import { CLICK_ID_PARAMS, PAGE_VIEW_ENDPOINT, REFERRER_FIELD, UTM_PARAMS } from "~/lib/page-view";

import type { PageViews, ReportedView, Requester } from "./page-views";

/** The beacon's fields are a few short values. */
const BEACON_BODY_LIMIT = 4096;
const MAX_PATH = 512;
const MAX_VALUE = 200;

/** Paths that are not the public site's pages: the owners' inbox, the API, the files. */
const NOT_COUNTED_PATH = /^\/(admin|api|assets)(\/|$)/;
/** What a referrer host may be: a host name, as the browser's URL parser writes it. */
const HOST_NAME = /^[a-z0-9.-]{1,253}$/;

/** A field sent once or repeatedly: its last value. */
const field = z.preprocess(
  (value) => (Array.isArray(value) ? value.at(-1) : value),
  z.string().optional(),
);

/** A campaign value as it can be shown: one line, cut to length; "" when none. */
const campaignValue = field.transform((value) =>
  oneLine(value ?? "")
    .trim()
    .slice(0, MAX_VALUE),
);

type CampaignParam = (typeof UTM_PARAMS)[number] | (typeof CLICK_ID_PARAMS)[number];

const campaignFields = Object.fromEntries(
  [...UTM_PARAMS, ...CLICK_ID_PARAMS].map((name) => [name, campaignValue]),
) as Record<CampaignParam, typeof campaignValue>;

const beaconSchema = z.object({
  path: field.pipe(
    z
      .string()
      .max(MAX_PATH)
      .regex(/^\/[^?#]*$/)
      // A browser's path is percent-encoded: no raw control or invisible character.
      .refine((path) => stripInvisibleCharacters(path) === path),
  ),
  [REFERRER_FIELD]: field.transform((value) => {
    const host = value?.toLowerCase() ?? "";
    return HOST_NAME.test(host) ? host : "";
  }),
  ...campaignFields,
});

/** The view a beacon reports, or null when its fields cannot be read. */
export function reportedView(body: unknown): ReportedView | null {
  const parsed = beaconSchema.safeParse(body);
  if (!parsed.success) return null;
  const fields = parsed.data;
  const clickId = CLICK_ID_PARAMS.find((name) => fields[name]);
  return {
    path: fields.path,
    referrer_host: fields[REFERRER_FIELD],
    utm_source: fields.utm_source,
    utm_medium: fields.utm_medium,
    utm_campaign: fields.utm_campaign,
    utm_term: fields.utm_term,
    utm_content: fields.utm_content,
    click_id: clickId ? `${clickId}=${fields[clickId]}` : "",
  };
}

/** Who a request comes from, for hashing: the site, the client's address and its user agent. */
export function requesterOf(request: FastifyRequest): Requester {
  return {
    site: request.hostname,
    ip: request.ip,
    userAgent: request.headers["user-agent"] ?? "",
  };
}

/**
 * Whether a request is a person's page view: not a browser fetching ahead (Sec-Purpose:
 * prefetch, also for prerendering), not a bot by its user agent (an empty one included).
 */
function isCounted(request: FastifyRequest): boolean {
  if (String(request.headers["sec-purpose"] ?? "").includes("prefetch")) return false;
  const userAgent = request.headers["user-agent"] ?? "";
  return userAgent !== "" && !isbot(userAgent);
}

/**
 * POST /api/views: the page-view beacon. Answers 202 whether or not the view is counted (a bot
 * learns nothing); 400 when its fields cannot be read. Its requests are not logged: the log
 * would keep the address they came from.
 */
export function registerAnalyticsRoutes(app: FastifyInstance, pageViews: PageViews) {
  app.post(
    PAGE_VIEW_ENDPOINT,
    { bodyLimit: BEACON_BODY_LIMIT, logLevel: "warn" },
    async (request, reply) => {
      const view = reportedView(request.body);
      if (!view) return reply.code(400).send({ error: "Invalid page view" });
      if (isCounted(request) && !NOT_COUNTED_PATH.test(view.path)) {
        await pageViews.record(view, requesterOf(request));
      }
      return reply.code(202).send();
    },
  );
}
