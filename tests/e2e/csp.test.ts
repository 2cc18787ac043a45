// The CSP allows exactly what the app loads: no page logs a CSP violation, and pages hydrate.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowser, newPhone } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it.each([
  "/",
  "/calculadora-online-juros",
  "/auth",
  "/auth-revisaconecta",
  "/politica-privacidade",
  "/solicitar-ajuda-juridica",
  "/blog",
])("%s loads with no CSP violation", async (path) => {
  const { page, context } = await newPhone(browser);
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  // Blocked eval and similar show up only as DevTools issues, not console messages.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Audits.enable");
  cdp.on("Audits.issueAdded", ({ issue }) => {
    if (issue.code === "ContentSecurityPolicyIssue") violations.push(JSON.stringify(issue.details));
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  // Hydrated: React Router's client has taken over the document.
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  expect(violations).toEqual([]);
  await context.close();
});
