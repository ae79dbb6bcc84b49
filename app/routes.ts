import { type RouteConfig, index, route } from "@react-router/dev/routes";

import { FORM_PROBLEMS_PATH } from "./content/lead-form-pages";
import { pages } from "./content/pages";
import { site } from "./config/site";
import { ADMIN_PATHS } from "./lib/admin-api";

// Each page module lives at routes/<page id>.tsx; alias paths reuse it under their own route id.
export default [
  ...pages.flatMap((page) =>
    page.paths.map((path, position) => {
      const file = `routes/${page.id}.tsx`;
      if (path === "/") return index(file);
      return route(path, file, position === 0 ? {} : { id: `${page.id}-alias-${position}` });
    }),
  ),
  // Answers to forms the browser posted itself: one thank-you page per form (prerendered for
  // each, see react-router.config.ts) on either domain, and the page listing refused fields.
  route("thank-you/:form", "routes/thank-you.tsx"),
  route(`${site.aiTrainerPathMarker}/thank-you/:form`, "routes/thank-you.tsx", {
    id: "thank-you-ai-trainer",
  }),
  route(FORM_PROBLEMS_PATH.slice(1), "routes/form-problems.tsx"),
  // The leads inbox: prerendered once each, signed in and filled in the browser (the lead page
  // reads its ?id= there); never in the site map.
  route(ADMIN_PATHS.inbox.slice(1), "routes/admin.tsx"),
  route(ADMIN_PATHS.lead.slice(1), "routes/admin-lead.tsx"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
