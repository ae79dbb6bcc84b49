import type { Config } from "@react-router/dev/config";

import { NOT_FOUND_PRERENDER_PATH } from "./app/content/page-paths";

export default {
  // Every page is static HTML, hydrated in the browser; the Node server only serves files and the API.
  ssr: false,
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), NOT_FOUND_PRERENDER_PATH];
  },
} satisfies Config;
