import { createRequire } from "node:module";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

// Browser chunks (issue 12 item 5, issue 14 item 5, DESIGN §7.14: landing page ≤ 120 KB of gzip
// JS, in few requests). Module ids are matched with [\\/] so Windows paths work too.
const dir = (path: string) => path.replaceAll("/", "[\\\\/]");

/** React, React DOM and React Router: one chunk, on every page. */
const FRAMEWORK = new RegExp(dir("node_modules/(react|react-dom|react-router|scheduler)/"));

/**
 * The root route's frame (header, footer, toasts, SEO head, what they import), the design-system
 * pieces most pages draw (button, container, card, badge) and the <Icon> that points into the
 * icon sprite (the shapes themselves are an image, app/ui/icons/icons.svg): one chunk, on every
 * page. Merging them costs a page little and saves it requests. (Loading parts of the frame
 * lazily — lawyer header, support code — was measured twice: Vite's dynamic-import helper it then
 * needs on every page weighs as much as they do.)
 */
const SHELL = new RegExp(
  dir(
    [
      "app/(shell/|ui/(toast|navigation-status|nonce|social-links|cx|button|container|card|badge)\\.)",
      "app/features/(seo/(seo-head|json-ld|canonical|structured-data)|errors/support-code|analysis/revalidation)\\.",
      "app/platform/(flash-toast|seo-defaults)\\.",
      "app/ui/icons/",
    ].join("|"),
  ),
);

/** The plan catalogue the plan cards and the account pages read: one chunk. */
const PLANS = new RegExp(dir("app/(features/billing/chosen-plan|domain/plans)\\."));

/**
 * The analysis form the calculator and the signed-in dashboard draw (contract type, month and year):
 * one chunk instead of three. The parts shown once a type is chosen (rate field, "Descobrir minha
 * taxa", the numbers they parse) are another, fetched after hydration (analysis-fields.tsx).
 */
const ANALYSIS_FORM = new RegExp(
  dir("app/(features/analysis/analysis-fields|domain/(months|contract-types))\\."),
);
const RATE_PARTS = new RegExp(
  dir(
    "app/(features/analysis/(rate-parts|rate-field|discover-rate)|domain/(numbers|rate-check))\\.",
  ),
);

/**
 * The form fields the calculator, the sign-up and the lawyer-request pages draw: one chunk.
 */
const FORM = new RegExp(dir("app/ui/(field|text-field|select)\\."));

/** The loader of parts fetched later (platform/lazy-module, lazy-part): in the frame's chunk. */
const LAZY_PARTS = new RegExp(dir("app/platform/lazy-(module|part)\\."));

/**
 * Vite's dynamic-import helper: its own small chunk, on the pages that fetch a part later (the
 * signed-in dashboard, the checkout, the calculator's result, a form's parser: issue 26 item 3).
 */
const PRELOAD = new RegExp(dir("vite/preload-helper"));

/**
 * React Router's package exports point every build at its development files, whose warnings
 * (ENABLE_DEV_WARNINGS) stay in the browser bundle (remix-run/react-router#14102) and whose
 * checks run on the server. Both builds take its production files instead, the same code without
 * them (−0.6 KB gzip on every page); the server build bundles React Router and @react-router/node
 * (which imports it) so that the process holds that one copy (decision 012). The dev server keeps
 * the package's choice.
 */
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production",
);
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, "index.mjs") },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, "dom-export.mjs") },
];

/**
 * Decision 012: the server build also compiles the production server and the operations scripts,
 * entries beside React Router's `index.js` that share its chunks (one copy of every module in the
 * process): `build/server/server.js` (what `npm start` and the image run, server/node-args.json),
 * `grant-admin.js`, `backup.js`, `restore.js` and `rates-update.js`. Node runs JavaScript only.
 */
const SERVER_ENTRIES: Record<string, string> = {
  server: "server/index.ts",
  "grant-admin": "scripts/grant-admin.ts",
  backup: "scripts/backup.ts",
  restore: "scripts/restore.ts",
  "rates-update": "scripts/rates-update.ts",
};
const serverEntries = (): Plugin => ({
  name: "revisafacil:server-entries",
  apply: (_, env) => env.command === "build" && env.isSsrBuild === true,
  options(options) {
    const input = options.input;
    if (typeof input !== "string") throw new Error(`server build input: ${String(input)}`);
    return { ...options, input: { index: input, ...SERVER_ENTRIES } };
  },
  outputOptions(output) {
    // React Router names its entry `index.js` (serverBuildFile); the others keep their names.
    const reactRouterEntry = output.entryFileNames;
    return {
      ...output,
      entryFileNames: (chunk) =>
        chunk.name === "index" && typeof reactRouterEntry === "string"
          ? reactRouterEntry
          : `${chunk.name}.js`,
    };
  },
});

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), serverEntries()],
  resolve: {
    tsconfigPaths: true,
    alias: command === "build" ? REACT_ROUTER_PRODUCTION : [],
  },
  ssr: { noExternal: command === "build" ? ["react-router", "@react-router/node"] : [] },
  server: { watch: { ignored: ["**/data/**", "**/build/**", "**/.test-build/**"] } },
  // Browser build only; route code keeps the automatic splitting.
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "react", test: FRAMEWORK, priority: 10 },
                {
                  name: "shell",
                  test: (id: string) => SHELL.test(id) || LAZY_PARTS.test(id),
                  priority: 5,
                },
                { name: "plans", test: PLANS, priority: 4 },
                { name: "form", test: FORM, priority: 2 },
                { name: "analysis-form", test: ANALYSIS_FORM, priority: 1 },
                { name: "rate-parts", test: RATE_PARTS, priority: 1 },
                { name: "preload", test: PRELOAD, priority: 12 },
              ],
            },
          },
        },
      },
}));
