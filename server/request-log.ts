/** The inbox's API: its requests are the owners', whose addresses the activity log keeps too. */
const OWNERS_ROUTES = "/api/admin/";

/** What the log reads of a request, over HTTP/1.1 and HTTP/2 alike. */
interface LoggableRequest {
  method: string;
  routeOptions?: { url?: string };
  host: string;
  socket?: { remotePort?: number };
}

/**
 * What the server's log keeps of a request: its method, the route it took as the server
 * declares it (`/api/admin/leads`, `/api/admin/leads/:id`, `/*` for the site's files), its host
 * and, for the owners' inbox only, the client's address (as `clientAddress` reads it: this line
 * is written before the hook that sets `request.ip` runs). A visitor's address is never logged:
 * with the user agent, it is what the analytics' visitor hash hides. Never the query string (searches, exports and erasures carry names
 * and addresses there) nor the path a client typed: a mistyped address may hold someone's
 * e-mail, so a request no route takes is logged without one.
 */
export function loggedRequest(request: LoggableRequest, remoteAddress: string) {
  const url = request.routeOptions?.url;
  return {
    method: request.method,
    url,
    host: request.host,
    remoteAddress: url?.startsWith(OWNERS_ROUTES) ? remoteAddress : undefined,
    remotePort: request.socket?.remotePort,
  };
}
