// One way to turn a submitted form into a validated value or field errors (issue 11 item 3,
// DESIGN §7.11), shared by the browser (client-side checks) and the server (actions). No runtime
// zod import here: the schema brings its own, so this file adds nothing to chunks without one.
// Reading the request body safely is the server half: ./form.server.ts.
import type { z } from "zod";

export const FORM_UNREADABLE =
  "Não foi possível ler o formulário enviado. Recarregue a página e tente novamente.";

export type FieldErrors<F extends string> = Partial<Record<F, string>>;
export type FieldValues<F extends string> = Partial<Record<F, string>>;
export type FormResult<T, F extends string> =
  | { ok: true; value: T }
  | { ok: false; errors: FieldErrors<F>; values: FieldValues<F> };

/** Values longer than this are never sent back when the schema names no limit of its own. */
export const DEFAULT_ECHO_LIMIT = 256;

/** The text fields named, from a form or a plain record (files and missing fields left out). */
export function pickFields<F extends string>(
  form: FormData | Record<string, unknown>,
  fields: readonly F[],
): FieldValues<F> {
  const values: FieldValues<F> = {};
  for (const field of fields) {
    const value = form instanceof FormData ? form.get(field) : form[field];
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

/**
 * The first message of each field (the first key of the issue's path). `rename` maps keys (others
 * kept, issues with no key left out), or is a function of the key (undefined for an issue about
 * the whole value) giving the field, or undefined to leave the issue out. `reword` changes a
 * message into the form's own words.
 */
export function firstFieldErrors<F extends string>(
  error: z.ZodError,
  rename: Partial<Record<string, F>> | ((key: PropertyKey | undefined) => F | undefined) = {},
  reword: (message: string, field: F) => string = (message) => message,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    const field =
      typeof rename === "function"
        ? rename(key)
        : typeof key === "string"
          ? ((rename[key] ?? key) as F)
          : undefined;
    if (field !== undefined && !errors[field]) errors[field] = reword(issue.message, field);
  }
  return errors;
}

type ZodInternals = { maxLength?: unknown; _zod?: { def?: Record<string, unknown> } };

/** The string length limit a schema declares (through optional/default/pipe wrappers), if any. */
export function declaredMaxLength(schema: unknown): number | undefined {
  const zod = (schema as ZodInternals | undefined)?._zod;
  if (!zod) return undefined;
  const own = (schema as ZodInternals).maxLength;
  if (typeof own === "number") return own;
  const def = zod.def ?? {};
  for (const key of ["innerType", "in", "out"]) {
    const found = declaredMaxLength(def[key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

function objectShape(schema: unknown): Record<string, unknown> | undefined {
  const def = (schema as ZodInternals | undefined)?._zod?.def;
  if (!def) return undefined;
  if (def.shape && typeof def.shape === "object") return def.shape as Record<string, unknown>;
  return objectShape(def.in) ?? objectShape(def.innerType);
}

/**
 * The values to refill a form with after an error. A value longer than its field's limit is left
 * out: a rejected 100 MB text must not come back in the page (issue 11 item 2).
 */
export function echoableValues<F extends string>(
  values: FieldValues<F>,
  schema?: z.ZodType,
): FieldValues<F> {
  const shape = objectShape(schema);
  const echo: FieldValues<F> = {};
  for (const [field, value] of Object.entries(values) as [F, string | undefined][]) {
    if (value === undefined) continue;
    const limit = declaredMaxLength(shape?.[field]) ?? DEFAULT_ECHO_LIMIT;
    if (value.length <= limit) echo[field] = value;
  }
  return echo;
}

/** Validates the named text fields of a form with its schema: the value, or errors + echo. */
export function parseFields<S extends z.ZodType, F extends string>(
  form: FormData | Record<string, unknown>,
  schema: S,
  fields: readonly F[],
): FormResult<z.output<S>, F> {
  const values = pickFields(form, fields);
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    errors: firstFieldErrors<F>(result.error),
    values: echoableValues(values, schema),
  };
}
