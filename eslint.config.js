import { readdirSync } from "node:fs";

import js from "@eslint/js";
import checkFile from "eslint-plugin-check-file";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Features stand alone: a feature may not import another feature (shared code goes to
// components/, content/ or lib/; state shared between islands of several features to lib/).
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
 * Features reach the form library and the schemas only through `LeadForm`, so that they come
 * with a form's island and nowhere else (types are free).
 */
const formLibraryMessage =
  "Use the form system (~/components/forms/lead-form): the form library and the schemas then come with the form's island only. Choices live in ~/lib/lead-options.";
const formLibraryPaths = [
  "react-hook-form",
  "@hookform/resolvers/zod",
  "zod",
  "zod/mini",
  "~/lib/lead-schemas",
].map((name) => ({ name, message: formLibraryMessage, allowTypeImports: true }));

/**
 * Icons are imported one by one (`lucide-react/icons/<name>`): through the package's index, which
 * re-exports every icon, the development server and the build would load all of them.
 */
const iconIndex = {
  name: "lucide-react",
  message: 'Import each icon from its own module: import X from "lucide-react/icons/x".',
  allowTypeImports: true,
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".astro/",
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
      // Node's resolution first: it finds each icon's own module, where TypeScript's finds the
      // one declaration file all icons share and would count them as duplicate imports.
      "import-x/resolver": { node: true, typescript: true },
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
              from: ["./app/features", "./app/views", "./app/pages", "./app/layouts"],
              message: "Shared modules sit below features and pages.",
            },
            {
              target: "./app/features",
              from: ["./app/views", "./app/pages", "./app/layouts"],
              message: "Pages compose features, not the other way round.",
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
    files: ["app/**"],
    rules: { "no-restricted-imports": ["error", { paths: [iconIndex] }] },
  },
  {
    files: ["app/pages/**", "app/views/**", "app/features/**", "app/content/**"],
    rules: { "no-restricted-imports": ["error", { paths: [...formLibraryPaths, iconIndex] }] },
  },
  {
    // The inbox's private pages open on their sign-in form: they load the form library and the
    // contract's schemas (~/lib/admin-api) up front. The lead forms' schemas stay out.
    files: ["app/features/admin-inbox/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            ...formLibraryPaths.filter((path) => path.name === "~/lib/lead-schemas"),
            iconIndex,
          ],
        },
      ],
    },
  },
);
