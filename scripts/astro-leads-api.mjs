// `npm run dev`: the Astro development server serves the pages and, through this integration,
// the leads API and the inbox API too, from the same server code as production (loaded through
// Vite, so edits to it apply on the next start). A form the browser posts itself is answered
// with the development server's own problems page.

const API = /^\/(api\/|healthz$)/;

/** @returns {import("astro").AstroIntegration} */
export function leadsApiInDevelopment() {
  return {
    name: "leads-api-in-development",
    hooks: {
      "astro:server:setup": async ({ server }) => {
        const { buildServer } = await server.ssrLoadModule("/server/app.ts");
        const { loadEnv } = await server.ssrLoadModule("/server/env.ts");
        const { formProblemsPage } = await server.ssrLoadModule("/server/pages/form-problems.tsx");
        const { FORM_PROBLEMS_PATH } = await server.ssrLoadModule(
          "/app/content/lead-form-pages.ts",
        );

        /** The problems page as the development server renders it, fetched on first use. */
        let page;
        const problemsPage = {
          async send(reply, problems, backTo) {
            if (!page) {
              const address = server.httpServer.address();
              const url = `http://localhost:${address.port}${FORM_PROBLEMS_PATH}`;
              page = formProblemsPage(await (await fetch(url)).text(), url);
            }
            return page.send(reply, problems, backTo);
          },
        };

        const api = await buildServer({ env: loadEnv(), problemsPage });
        await api.ready();
        server.httpServer?.once("close", () => void api.close());
        server.middlewares.use((request, response, next) => {
          if (API.test(request.url ?? "")) api.routing(request, response);
          else next();
        });
      },
    },
  };
}
