// Issue 12 (tracker #14): after the dashboard's analysis action React Router would run the root
// and index loaders again (the viewer's session and plan queries). The action answers with the
// month's count instead, so those loaders are skipped; the root's viewer is refreshed at the next
// navigation or submission, so no screen shows a stale count.

/** The dashboard's analysis form (and the rate question's resubmission) post to "/?index". */
export function isAnalysisSubmission(
  formMethod: string | undefined,
  formAction: string | undefined,
): boolean {
  return formMethod?.toUpperCase() === "POST" && formAction === "/?index";
}

let rootViewerStale = false;

/**
 * The root route's decision. Skips the analysis action when its answer carries the count (and
 * remembers that the root's viewer is behind); the next revalidation decision refreshes it.
 */
export function rootShouldRevalidate(args: {
  formMethod?: string;
  formAction?: string;
  actionResult?: unknown;
  defaultShouldRevalidate: boolean;
}): boolean {
  const result = args.actionResult as { usedThisMonth?: unknown } | null | undefined;
  if (
    isAnalysisSubmission(args.formMethod, args.formAction) &&
    typeof result?.usedThisMonth === "number"
  ) {
    rootViewerStale = true;
    return false;
  }
  if (rootViewerStale) {
    rootViewerStale = false;
    return true;
  }
  return args.defaultShouldRevalidate;
}
