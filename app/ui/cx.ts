// Joins class names, skipping falsy ones (no dependency needed for this one job).
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(" ");
}
