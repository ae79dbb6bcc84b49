import { site } from "~/config/site";
import { ADMIN_PATHS } from "~/lib/admin-api";

export function GET() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    `Disallow: ${ADMIN_PATHS.inbox}`,
    "",
    `Sitemap: https://${site.domains.main}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8" } });
}
