import { type RouteConfig, index, route } from "@react-router/dev/routes";

import { pages } from "./content/pages";

// Each page module lives at routes/<page id>.tsx; alias paths reuse it under their own route id.
export default [
  ...pages.flatMap((page) =>
    page.paths.map((path, position) => {
      const file = `routes/${page.id}.tsx`;
      if (path === "/") return index(file);
      return route(path, file, position === 0 ? {} : { id: `${page.id}-alias-${position}` });
    }),
  ),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
