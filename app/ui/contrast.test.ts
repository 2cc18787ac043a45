// WCAG AA contrast (4.5:1 for body text) of the colour pairs the design system uses, read from
// the theme in app.css so a palette change that breaks AA fails here.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const css = readFileSync(new URL("../app.css", import.meta.url), "utf8");
const token = (name: string): string => {
  const hex = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, "i").exec(css)?.[1];
  if (!hex) throw new Error(`cor ${name} não está em app.css`);
  return hex;
};

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE = "#ffffff";

describe("theme contrast", () => {
  it("computes the known ratio of black on white", () => {
    expect(contrast("#000000", WHITE)).toBeCloseTo(21, 5);
  });

  it.each([
    ["white on primary buttons", WHITE, token("brand-700")],
    ["white on primary hover", WHITE, token("brand-800")],
    ["white on danger buttons and destructive toasts", WHITE, token("danger-700")],
    ["links and ghost buttons on white", token("brand-700"), WHITE],
    ["secondary button text", token("brand-800"), token("brand-100")],
    ["info alert text", token("brand-900"), token("brand-50")],
    ["success text", token("ok-700"), token("ok-50")],
    ["warning text", token("warn-800"), token("warn-50")],
    ["error text on white", token("danger-700"), WHITE],
    ["danger badge", token("danger-700"), token("danger-50")],
  ])("%s passes AA", (_label, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });
});
