import { defineMiddleware } from "astro:middleware";

/** The rule Astro writes inline before a page's first island. */
const ISLAND_STYLE = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

/**
 * Astro writes its islands' one style rule into the body, where a style element is not allowed
 * (withastro/astro#10308): every page, prerendered or rendered on demand, gets it in its head
 * instead.
 */
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
  const html = await response.text();
  const moved = html.includes(ISLAND_STYLE)
    ? html.replace(ISLAND_STYLE, "").replace("</head>", `${ISLAND_STYLE}</head>`)
    : html;
  return new Response(moved, response);
});
