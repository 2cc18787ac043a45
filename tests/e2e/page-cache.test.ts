// The public-page cache (issue 16, decision 007): anonymous visitors of public pages get a cached
// copy with a hash-based CSP, an ETag and CDN headers; signed-in visitors always get their own page;
// an admin change shows at once.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SEO } from "~/platform/seo-defaults";
import { baseURL, launchBrowser, newPhone } from "../support/browser";
import { apiSession, E2E_ADMIN } from "../support/factories";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${baseURL()}${path}`, { headers, redirect: "manual" });

/** Fetches until the page comes from the cache (the first request of a run may render it). */
async function cached(path: string, headers: Record<string, string> = {}): Promise<Response> {
  await (await get(path, headers)).arrayBuffer();
  return get(path, headers);
}

describe("public-page cache", () => {
  it("serves an anonymous landing page from memory with CDN headers, an ETag and a CSP of hashes", async () => {
    const res = await cached("/", { "accept-encoding": "br" });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-cache")).toBe("HIT");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=60",
    );
    expect(res.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    expect(res.headers.get("etag")).toMatch(/^"[\w-]{20,}"$/);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).not.toContain("nonce-");
    const html = await res.text();
    expect(html).not.toMatch(/\snonce="/);
    expect(html).toContain('id="como-funciona"');
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await cached("/blog");
    const etag = first.headers.get("etag")!;
    const again = await get("/blog", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
    expect((await get("/blog", { "if-none-match": '"outro"' })).status).toBe(200);
  });

  it("shares one entry across tracking parameters and one 404 entry across unknown paths", async () => {
    await (await get("/calculadora-online-juros")).arrayBuffer();
    const tracked = await get(
      "/calculadora-online-juros?utm_source=tv&utm_campaign=jornal&gclid=abc",
    );
    expect(tracked.headers.get("x-cache")).toBe("HIT");
    // The one 404 entry is shared: nothing in it may name the path of whoever filled it.
    const firstPath = `/nao-existe-um-${Date.now().toString(36)}`;
    const first = await (await get(firstPath)).text();
    expect(first).not.toContain('rel="canonical"');
    const other = await get("/nao-existe-outro/tambem");
    expect(other.status).toBe(404);
    expect(other.headers.get("x-cache")).toBe("HIT");
    const html = await other.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain(firstPath);
  });

  it("never answers React Router's route discovery with the cached 404 page", async () => {
    const manifest = () => get("/__manifest?p=%2Fblog&version=0");
    const before = await manifest();
    const beforeType = before.headers.get("content-type");
    await before.arrayBuffer();
    await (await cached("/pagina-que-nao-existe")).arrayBuffer();
    const after = await manifest();
    expect(after.headers.get("x-cache")).toBeNull();
    expect(after.headers.get("content-type")).toBe(beforeType);
    expect(after.headers.get("content-type") ?? "").not.toContain("text/html");
  });

  it("fills the cache from a HEAD without caching an empty page", async () => {
    const head = await fetch(`${baseURL()}/curso-reducao-consignado`, { method: "HEAD" });
    expect(head.status).toBe(200);
    const page = await get("/curso-reducao-consignado");
    expect(page.headers.get("x-cache")).toBe("HIT");
    expect((await page.text()).length).toBeGreaterThan(1000);
  });

  it("never serves or stores the cache for a signed-in visitor: the same / is the dashboard", async () => {
    await cached("/");
    const session = await apiSession(baseURL());
    const cookie = `${session.cookie.name}=${session.cookie.value}`;
    const res = await get("/", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-cache")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain('id="form-titulo"');
    expect(html).not.toContain('id="como-funciona"');
    // And the anonymous copy is still the landing page.
    expect(await (await get("/")).text()).toContain('id="como-funciona"');
  });

  it("runs a cached page in Chromium with no CSP violation, hydrated", async () => {
    await cached("/");
    const { page, context } = await newPhone(browser);
    const violations: string[] = [];
    page.on("console", (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Audits.enable");
    cdp.on("Audits.issueAdded", ({ issue }) => {
      if (issue.code === "ContentSecurityPolicyIssue")
        violations.push(JSON.stringify(issue.details));
    });
    const response = await page.goto("/");
    expect(response?.headers()["x-cache"]).toBe("HIT");
    await page.waitForLoadState("networkidle");
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);
    expect(violations).toEqual([]);
    await context.close();
  });

  it("shows an admin's SEO change on the cached landing page within a second", async () => {
    const admin = await apiSession(baseURL(), E2E_ADMIN);
    const cookie = `${admin.cookie.name}=${admin.cookie.value}`;
    const save = (title: string) =>
      fetch(`${baseURL()}/admin-dashboard`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie, origin: baseURL(), "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          title,
          description: DEFAULT_SEO.description,
          keywords: DEFAULT_SEO.keywords,
        }),
      });
    await cached("/");
    const title = `Revisão de juros ${Date.now()}`;
    try {
      expect((await save(title)).status).toBe(200);
      const saved = Date.now();
      await expect
        .poll(async () => (await (await get("/")).text()).includes(`<title>${title}</title>`), {
          timeout: 1_000,
          interval: 50,
        })
        .toBe(true);
      expect(Date.now() - saved).toBeLessThan(1_000);
    } finally {
      await save(DEFAULT_SEO.title);
    }
  });
});
