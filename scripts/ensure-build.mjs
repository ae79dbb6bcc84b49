// `npm start` serves the production build; build it first when it is missing.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const required = ["build/client/404.html", "build/ssr/entry.mjs", "build/server/main.js"];
if (!required.every((file) => existsSync(file))) {
  console.log("No production build found: building the site first…");
  execSync("npm run build", { stdio: "inherit" });
}
