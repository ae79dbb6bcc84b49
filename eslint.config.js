import { readdirSync } from "node:fs";

import js from "@eslint/js";
import checkFile from "eslint-plugin-check-file";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Features are islands: a feature may not import another feature (shared code goes to
// components/, content/ or lib/).
const features = readdirSync("app/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureIsolation = features.map((feature) => ({
  target: `./app/features/${feature}`,
  from: "./app/features",
  except: [`./${feature}`],
  message: "Features do not import each other; move shared code to components, content or lib.",
}));

/**
 * Pages reach the form library and the schemas only through `LeadForm`, which loads them when a
 * form is about to be used (types are free).
 */
const formLibraryMessage =
  "Use the form system (~/components/forms/lead-form): it loads the form library and the schemas when a form is about to be used. Choices live in ~/lib/lead-options.";
const formLibraryPaths = [
  "react-hook-form",
  "@hookform/resolvers/zod",
  "zod",
  "zod/mini",
  "~/lib/lead-schemas",
].map((name) => ({ name, message: formLibraryMessage, allowTypeImports: true }));

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "screenshots/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { "import-x": importX, "check-file": checkFile },
    settings: {
      // TypeScript modules count as modules: without this, import rules that follow imports
      // (no-cycle) would not look into .ts/.tsx files at all.
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver": { typescript: true, node: true },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "import-x/no-duplicates": "error",
      // External packages cannot import ours: following them would only cost time.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./app",
              from: "./server",
              message: "The browser app never imports server code.",
            },
            {
              target: ["./app/components", "./app/content", "./app/lib", "./app/config"],
              from: ["./app/features", "./app/routes"],
              message: "Shared modules sit below features and routes.",
            },
            {
              target: "./app/features",
              from: "./app/routes",
              message: "Routes compose features, not the other way round.",
            },
            ...featureIsolation,
          ],
        },
      ],
      "check-file/filename-naming-convention": [
        "error",
        { "**/*.{ts,tsx,js,mjs}": "KEBAB_CASE" },
        { ignoreMiddleExtensions: true },
      ],
      "check-file/folder-naming-convention": [
        "error",
        { "{app,server,tests,scripts}/**/": "KEBAB_CASE" },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ["app/routes/**", "app/features/**", "app/content/**"],
    rules: { "no-restricted-imports": ["error", { paths: formLibraryPaths }] },
  },
  {
    // The inbox's private pages open on their sign-in form: they load the form library and the
    // contract's schemas (~/lib/admin-api) up front. The lead forms' schemas stay out.
    files: ["app/features/admin-inbox/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: formLibraryPaths.filter((path) => path.name === "~/lib/lead-schemas") },
      ],
    },
  },
  {
    // Moved out of the shell, the theme toggle still imports its icons one by one.
    files: ["app/components/ui/theme-toggle.tsx"],
    rules: { "import-x/no-duplicates": "off" },
  },
  {
    // The shell is bundled into one chunk with everything it imports (see vite.config.ts).
    files: ["app/root.tsx", "app/features/site-shell/**"],
    rules: {
      // Every lucide-react/icons/<name> shares one type file, which this rule takes for one module.
      "import-x/no-duplicates": "off",
      "no-restricted-imports": [
        "error",
        {
          paths: [
            ...formLibraryPaths,
            {
              name: "lucide-react",
              message:
                'Import shell icons one by one ("lucide-react/icons/<name>"): the index would pull every icon of the site into the shell chunk.',
            },
          ],
        },
      ],
    },
  },
);
