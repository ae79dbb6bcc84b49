import type { Config } from "@react-router/dev/config";

import { NOT_FOUND_PRERENDER_PATH, formAnswerPaths } from "./app/content/page-paths";

export default {
  // Every page is static HTML, hydrated in the browser; the Node server only serves files and the API.
  ssr: false,
  async prerender({ getStaticPaths }) {
    const paths = new Set([...getStaticPaths(), ...formAnswerPaths, NOT_FOUND_PRERENDER_PATH]);
    return [...paths];
  },
} satisfies Config;
