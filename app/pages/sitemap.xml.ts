import { listedPaths } from "~/content/page-paths";
import { canonicalUrl } from "~/lib/domains";

/** sitemap.xml: the canonical URL of every listed page (aliases are left out). */
export function GET() {
  const urls = listedPaths
    .map((path) => `  <url><loc>${canonicalUrl(path)}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "content-type": "application/xml; charset=utf-8" } });
}
