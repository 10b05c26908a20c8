import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The import direction of app/ (README "What is where"): routes → controllers
 * and http → view → services → db, with validation, content and shared below
 * them all; worker/ is the Worker's edge, used by server.ts alone. A folder
 * may import its own and those below it; `import type` may cross.
 */
const layers = {
  shared: ["content"],
  content: ["shared"],
  validation: ["shared", "content"],
  db: ["shared", "content", "validation"],
  services: ["db", "shared", "content", "validation"],
  view: ["services", "db", "shared", "content", "validation"],
  http: ["view", "services", "db", "shared", "content", "validation"],
  controllers: ["http", "view", "services", "db", "shared", "content", "validation"],
  components: ["view", "shared", "content", "validation"],
  routes: [
    "controllers",
    "http",
    "view",
    "services",
    "db",
    "shared",
    "content",
    "validation",
    "components",
  ],
  worker: ["http", "services", "db", "shared", "content", "validation"],
};
const folders = [...Object.keys(layers)];

function importDirection(folder) {
  const allowed = new Set([folder, ...layers[folder]]);
  const forbidden = folders.filter((other) => !allowed.has(other));
  const group = forbidden.flatMap((other) => [
    `~/${other}`,
    `~/${other}/*`,
    `../${other}`,
    `../${other}/*`,
    `../../${other}/*`,
    `../../../${other}/*`,
  ]);
  const patterns = [
    {
      group,
      allowTypeImports: true,
      message: `app/${folder} may import only from ${[...layers[folder]].join(", ")} (README "What is where").`,
    },
  ];
  if (folder === "components") {
    patterns.push({
      group: ["**/*.server", "~/root"],
      allowTypeImports: true,
      message: "Components run in the browser: only `import type` from server modules.",
    });
  }
  return {
    files: [`app/${folder}/**/*.{ts,tsx}`],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns }] },
  };
}

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".wrangler/",
      "dist/",
      "node_modules/",
      "worker-configuration.d.ts",
      "public/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["app/**/*.tsx"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    settings: { react: { version: "18.3" } },
  },
  {
    // Hooks live in `.ts` files too (useAdminDialogFocus.ts, useRefocusAfterPost.ts).
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...folders.map(importDirection),
  prettier,
);
