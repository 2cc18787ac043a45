// Issue 12: after the analysis action neither the root nor the index loader runs again; the root's
// viewer is refreshed at the next revalidation decision instead.
import { describe, expect, it } from "vitest";
import { isAnalysisSubmission, rootShouldRevalidate } from "./revalidation";

describe("revalidation after the dashboard analysis", () => {
  it("recognises the analysis form's submission only", () => {
    expect(isAnalysisSubmission("POST", "/?index")).toBe(true);
    expect(isAnalysisSubmission("post", "/?index")).toBe(true);
    expect(isAnalysisSubmission("POST", "/minha-conta")).toBe(false);
    expect(isAnalysisSubmission(undefined, undefined)).toBe(false);
  });

  it("skips the root after an analysis that returned the count, then refreshes it once", () => {
    const analysis = { formMethod: "POST", formAction: "/?index", defaultShouldRevalidate: true };
    expect(
      rootShouldRevalidate({ ...analysis, actionResult: { ok: true, usedThisMonth: 3 } }),
    ).toBe(false);
    // The next navigation (which by default would not reload the root) brings the viewer up to date.
    expect(rootShouldRevalidate({ defaultShouldRevalidate: false })).toBe(true);
    expect(rootShouldRevalidate({ defaultShouldRevalidate: false })).toBe(false);
  });

  it("revalidates the root when the answer carries no count", () => {
    expect(
      rootShouldRevalidate({
        formMethod: "POST",
        formAction: "/?index",
        actionResult: { ok: false },
        defaultShouldRevalidate: true,
      }),
    ).toBe(true);
    expect(
      rootShouldRevalidate({
        formMethod: "POST",
        formAction: "/minha-conta",
        defaultShouldRevalidate: true,
      }),
    ).toBe(true);
  });
});
