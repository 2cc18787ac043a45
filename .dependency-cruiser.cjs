// The layers (docs/decisions/008-layers.md, docs/architecture.md): imports point down.
//   server/, scripts/, bench/                      compose everything
//   app/shell/, root.tsx, routes.ts, entry.server  the app's frame
//   app/features/                                  one folder per area
//   app/platform/                                  viewer, guards, flash, forms, SEO reading
//   app/ui/                                        the design system
//   app/services/, app/env.server.ts               e-mail, payments, storage, jobs, logs
//   app/db/                                        schema, client, migrations
//   app/domain/                                    pure rules: imports nothing else
//   editorial/                                     texts and data the features read (may use the domain)
// Test files may import any layer (they are the callers of last resort).
const TESTS = "(^tests/|\\.test\\.tsx?$|/test-support|-fixture\\.ts$)";

const SHELL = "^app/(shell/|root\\.tsx|routes\\.ts|entry\\.server\\.tsx)";
const FEATURES = "^app/features/";
const PLATFORM = "^app/platform/";
const UI = "^app/ui/";
const SERVICES = "^app/(services/|env\\.server\\.ts)";
const DB = "^app/db/";
const DOMAIN = "^app/domain/";
const EDITORIAL = "^editorial/";
const TOP = "^(server|scripts|bench)/";

/** One rule per layer: what it may not import (everything above it). */
function down(name, from, forbidden, comment) {
  return {
    name,
    comment,
    severity: "error",
    from: { path: from, pathNot: TESTS },
    to: { path: forbidden.join("|"), pathNot: TESTS },
  };
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import circle: split the shared piece into a lower layer.",
      from: {},
      to: { circular: true },
    },
    down(
      "domain-is-pure",
      DOMAIN,
      [SHELL, FEATURES, PLATFORM, UI, SERVICES, DB, EDITORIAL, TOP],
      "app/domain imports nothing outside app/domain (pure, used by server and browser).",
    ),
    down(
      "db-below-services",
      DB,
      [SHELL, FEATURES, PLATFORM, UI, SERVICES, EDITORIAL, TOP],
      "app/db knows the schema and the domain only; seeding that needs features lives in server/.",
    ),
    down(
      "services-below-platform",
      SERVICES,
      [SHELL, FEATURES, PLATFORM, UI, EDITORIAL, TOP],
      "Services take their dependencies; wiring them to features is server/'s job.",
    ),
    down(
      "ui-is-the-design-system",
      UI,
      [SHELL, FEATURES, PLATFORM, SERVICES, DB, EDITORIAL, TOP],
      "app/ui: buttons, fields, dialogs; app chrome (headers, footer) is app/shell.",
    ),
    down(
      "platform-below-features",
      PLATFORM,
      [SHELL, FEATURES, EDITORIAL, TOP],
      "app/platform serves every feature.",
    ),
    down(
      "features-below-shell",
      FEATURES,
      [SHELL, TOP],
      "Features do not import the shell, root.tsx or server/.",
    ),
    down(
      "editorial-is-data",
      EDITORIAL,
      [SHELL, FEATURES, PLATFORM, UI, SERVICES, DB, TOP],
      "editorial/ is data: domain only.",
    ),
    down("app-below-server", "^app/", [TOP], "app/ never imports server/, scripts/ or bench/."),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|\\.test-build|\\.react-router|data)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
