import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import path from "node:path";
import tseslint from "typescript-eslint";

/**
 * The import direction of app/ (README "What is where"): routes → controllers
 * and http → view → services → db, with validation, content and shared below
 * them all; worker/ is the Worker's edge, used by server.ts alone. A folder
 * may import its own and those below it; `import type` may cross. A route's
 * own server code, `<route>.server.ts` beside it in app/routes, is of the
 * routes layer (and no route: vite.config.ts `ignoredRouteFiles`).
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

/**
 * A `<route>.server.ts` is its route's alone: only the route file beside it
 * imports it, and it imports no other file of app/routes. Code that several
 * routes share lives in app/controllers/ (docs/decisions/017-folders-by-job.md).
 */
const routeOwnedCode = {
  rules: {
    "own-server-module": {
      meta: {
        type: "problem",
        schema: [],
        messages: {
          foreign:
            "{{source}}: a route imports only its own `<route>.server.ts`; code several routes share belongs in app/controllers.",
        },
      },
      create(context) {
        const name = path.basename(context.filename).replace(/\.tsx?$/, "");
        const own = `./${name}.server`;
        return {
          ImportDeclaration(node) {
            if (node.importKind === "type") return;
            const source = String(node.source.value);
            const routeFile = /^(\.\/|~\/routes\/|\.\.\/routes\/)/.test(source);
            // A route may import its own `.server` module; that module, no file of app/routes.
            const allowed = !name.endsWith(".server") && source === own;
            if (routeFile && !allowed) {
              context.report({ node: node.source, messageId: "foreign", data: { source } });
            }
          },
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "scripts/bench/floor-app/build/",
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
  {
    files: ["app/routes/**/*.{ts,tsx}"],
    plugins: { "route-owned": routeOwnedCode },
    rules: { "route-owned/own-server-module": "error" },
  },
  prettier,
);
