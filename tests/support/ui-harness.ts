// Bundles tests/e2e/fixtures/ui-harness.tsx with Vite (the project's own bundler) into one
// script, so e2e tests can exercise design-system components in Chromium without a product page.
import path from "node:path";
import { build } from "vite";

let cached: Promise<string> | undefined;

export function uiHarnessHtml(): Promise<string> {
  cached ??= bundle().then(
    (code) =>
      `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Componentes</title></head>` +
      `<body><div id="root"></div><script>${code.replaceAll("</script", "<\\/script")}</script></body></html>`,
  );
  return cached;
}

async function bundle(): Promise<string> {
  const root = path.resolve(import.meta.dirname, "../..");
  const entry = path.join(root, "tests/e2e/fixtures/ui-harness.tsx");
  const result = await build({
    configFile: false,
    root,
    logLevel: "silent",
    mode: "production",
    resolve: { alias: { "~": path.join(root, "app") } },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    // Vitest sets NODE_ENV=test, which would otherwise pick the dev JSX runtime (jsxDEV) that the
    // production React build lacks.
    oxc: { jsx: { runtime: "automatic", development: false } },
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ["iife"], name: "UiHarness", fileName: () => "harness.js" },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const out of outputs) {
    if ("output" in out) {
      const chunk = out.output.find((o) => o.type === "chunk");
      if (chunk && chunk.type === "chunk") return chunk.code;
    }
  }
  throw new Error("O bundle dos componentes não gerou código");
}
