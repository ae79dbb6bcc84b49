import {
  ADMIN_API,
  ADMIN_PATHS,
  type LeadQuery,
  adminLeadPath,
  leadQuerySchema,
} from "~/lib/admin-api";

/** What the inbox is narrowed to; every filter is optional. */
export type LeadFilters = Omit<LeadQuery, "cursor">;

/** The filters in the order they appear in a URL's query. */
export const FILTER_KEYS = ["q", "form", "status", "delivery", "from", "to"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/**
 * The filters a URL's query names (the inbox keeps them there, so a reload or the way back from
 * a lead keeps them). Each value is checked with the API's own schema; one the API would refuse
 * is left out rather than failing the whole list.
 */
export function filtersFromSearch(search: URLSearchParams): LeadFilters {
  const filters: LeadFilters = {};
  for (const key of FILTER_KEYS) {
    const value = search.get(key);
    if (!value) continue;
    const parsed = leadQuerySchema.shape[key].safeParse(value);
    if (parsed.success && parsed.data) Object.assign(filters, { [key]: parsed.data });
  }
  return filters;
}

/** The query that names the filters: empty ones left out, always in the same order. */
export function searchFromFilters(filters: LeadFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) search.set(key, value);
  }
  return search;
}

/** The filters with one of them changed; an empty value removes it. */
export function withFilter(filters: LeadFilters, key: FilterKey, value: string): LeadFilters {
  const next: LeadFilters = { ...filters };
  if (value) Object.assign(next, { [key]: value });
  else delete next[key];
  return next;
}

export function hasFilters(filters: LeadFilters): boolean {
  return FILTER_KEYS.some((key) => Boolean(filters[key]));
}

function withQuery(path: string, search: URLSearchParams): string {
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The inbox under the filters. */
export function inboxPath(filters: LeadFilters): string {
  return withQuery(ADMIN_PATHS.inbox, searchFromFilters(filters));
}

/** The parameter of a lead page's query that names the inbox's filters it was opened under. */
const INBOX_PARAM = "inbox";

/**
 * A lead's page, opened from the inbox under the filters: its way back leads to the inbox under
 * the same filters (in the lead's own URL, so a reload or a new tab keeps it).
 */
export function leadPagePath(id: string, filters: LeadFilters): string {
  const inbox = searchFromFilters(filters).toString();
  if (!inbox) return adminLeadPath(id);
  return `${adminLeadPath(id)}&${new URLSearchParams({ [INBOX_PARAM]: inbox })}`;
}

/**
 * Where a lead page's way back leads, from that page's query: the inbox under the filters it
 * was opened from, each checked as the inbox checks its own; the whole inbox without them.
 */
export function inboxReturnPath(leadSearch: URLSearchParams): string {
  return inboxPath(filtersFromSearch(new URLSearchParams(leadSearch.get(INBOX_PARAM) ?? "")));
}

/** One page of the inbox: the newest leads, or those older than `cursor`. */
export function leadsRequestPath(filters: LeadFilters, cursor?: string | null): string {
  const search = searchFromFilters(filters);
  if (cursor) search.set("cursor", cursor);
  return withQuery(ADMIN_API.leads, search);
}

/** Every lead the filters match, as a file. */
export function exportPath(filters: LeadFilters, format: "csv" | "json"): string {
  const search = searchFromFilters(filters);
  search.set("format", format);
  return withQuery(ADMIN_API.export, search);
}
