// Loads the course modules from editorial/curso/modulos (read at run time from the project root,
// like the blog's articles; the Docker image copies editorial/). A file that breaks the format is
// left out and logged, never shown half-parsed; the unit test fails on it first.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { loggerFor } from "~/services/logger.server";
import { type CourseModule, MODULE_FILE, parseCourseModule } from "./module-format";

export const COURSE_MODULES_DIR = "editorial/curso/modulos";

export interface LoadedModules {
  modules: CourseModule[];
  /** One line per file left out, naming the file and the problem. */
  errors: string[];
}

export function readCourseModules(dir = path.resolve(COURSE_MODULES_DIR)): LoadedModules {
  if (!existsSync(dir)) return { modules: [], errors: [] };
  const modules: CourseModule[] = [];
  const errors: string[] = [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort();
  for (const file of files) {
    if (!MODULE_FILE.test(file)) {
      errors.push(`${file}: o nome deve ser "NN-slug.md"`);
      continue;
    }
    try {
      modules.push(parseCourseModule(file, readFileSync(path.join(dir, file), "utf8")));
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  const slugs = new Set<string>();
  const unique = modules.filter((m) => {
    if (slugs.has(m.slug)) {
      errors.push(`módulo repetido: ${m.slug}`);
      return false;
    }
    slugs.add(m.slug);
    return true;
  });
  return { modules: unique, errors };
}

let cached: LoadedModules | undefined;

/** The modules, read once per process in production and on every call in development. */
export function courseModules(): CourseModule[] {
  if (cached && process.env.NODE_ENV === "production") return cached.modules;
  cached = readCourseModules();
  for (const error of cached.errors) loggerFor("curso").error({ erro: error }, "módulo ignorado");
  return cached.modules;
}
