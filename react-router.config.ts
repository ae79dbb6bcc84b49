import type { Config } from "@react-router/dev/config";

import { formAnswerPaths } from "./app/content/lead-form-pages";
import { NOT_FOUND_PRERENDER_PATH } from "./app/content/page-paths";

export default {
  // Every page is static HTML, hydrated in the browser; the Node server only serves files and the API.
  ssr: false,
  async prerender({ getStaticPaths }) {
    const paths = new Set([...getStaticPaths(), ...formAnswerPaths, NOT_FOUND_PRERENDER_PATH]);
    return [...paths];
  },
} satisfies Config;
