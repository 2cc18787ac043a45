// Preloaded with `--import` by tests/e2e/compiled-server.test.ts: appends the URL of every module
// the ES module loader loads to LOADED_MODULES_FILE, one a line, so the test sees what the
// production server runs (React Router's production build, JavaScript only).
import { register } from "node:module";

const hooks = `
import { appendFileSync } from "node:fs";
let file;
export function initialize(data) { file = data.file; }
export async function load(url, context, nextLoad) {
  appendFileSync(file, url + "\\n");
  return nextLoad(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`, {
  data: { file: process.env.LOADED_MODULES_FILE },
});
