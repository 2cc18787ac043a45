// The public-page cache's rules (decision 007) and the cross-instance invalidation over
// PostgreSQL LISTEN/NOTIFY.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { bumpContentVersion, contentVersion } from "~/services/content-version.server";
import {
  carriesOwnCookie,
  etagMatches,
  hashInlineScripts,
  makeCachedPage,
  nextSaoPauloMidnight,
  PageCache,
  pageCacheKey,
  PUBLIC_PAGE_ROUTES,
} from "../../server/page-cache";
import { startContentNotifications } from "../../server/notifications";

const page = (html: string, version = 1, now = Date.UTC(2026, 10, 23, 15)) =>
  makeCachedPage({
    status: 200,
    headers: new Headers({ "content-type": "text/html" }),
    html,
    version,
    now,
  });

describe("what is cached", () => {
  it("keys public routes by path and sorted query, without tracking parameters", () => {
    const key = (u: string, route = "features/calculator/calculator") =>
      pageCacheKey(new URL(u, "http://x.test"), route);
    expect(key("/calculadora-online-juros?utm_source=tv&b=2&a=1&gclid=9")).toBe(
      "/calculadora-online-juros?a=1&b=2",
    );
    expect(key("/calculadora-online-juros?utm_medium=x")).toBe("/calculadora-online-juros");
    // Repeated parameters keep their order: the reverse order is another page, not a collision.
    expect(key("/blog?tag=b&x=1&tag=a", "features/blog/blog-page")).toBe("/blog?tag=b&tag=a&x=1");
    expect(key("/blog?tag=a&tag=b", "features/blog/blog-page")).not.toBe(
      key("/blog?tag=b&tag=a", "features/blog/blog-page"),
    );
    expect(key("/qualquer/coisa", "features/content/not-found")).toBe("404");
    expect(key("/minha-conta", "features/account/account-page")).toBeNull();
    expect(key("/auth", "features/auth/consumer-auth-page")).toBeNull();
    expect(key(`/blog?${"x=1&".repeat(20)}`, "features/blog/blog-page")).toBeNull();
  });

  it("names only routes that exist, outside the guarded areas", () => {
    type Entry = { id?: string; file: string; children?: Entry[] };
    const ids = new Map<string, boolean>();
    const walk = (entries: Entry[], guarded: boolean) => {
      for (const e of entries) {
        const id = e.id ?? e.file.replace(/\.[jt]sx?$/, "");
        ids.set(id, guarded);
        if (e.children) walk(e.children, guarded || !e.file.includes("features/"));
      }
    };
    walk(routes as Entry[], false);
    for (const id of PUBLIC_PAGE_ROUTES) {
      expect(ids.has(id), id).toBe(true);
      expect(ids.get(id), `${id} is inside a guarded layout`).toBe(false);
    }
  });

  it("recognises our cookies only", () => {
    expect(carriesOwnCookie("revisafacil.session_token=abc")).toBe(true);
    expect(carriesOwnCookie("_ga=1; __Secure-revisafacil.session_token=abc")).toBe(true);
    expect(carriesOwnCookie("_ga=1; rf_aviso=x")).toBe(true);
    expect(carriesOwnCookie("_ga=GA1.2.3; tema=escuro")).toBe(false);
    expect(carriesOwnCookie(undefined)).toBe(false);
  });
});

describe("a cached page", () => {
  it("drops the nonce and allows exactly its inline scripts by hash", () => {
    const body = 'window.__ctx={"a":1}';
    const { html, hashes } = hashInlineScripts(
      `<head><script nonce="abc">${body}</script><script type="module" src="/assets/a.js" nonce="abc"></script></head>`,
      "abc",
    );
    expect(html).not.toContain("nonce");
    expect(hashes).toEqual([`'sha256-${createHash("sha256").update(body).digest("base64")}'`]);
  });

  it("hashes only the scripts that carried the render's nonce: an injected one stays blocked", () => {
    const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    const nonce = "n+0/nce==";
    const html =
      `<head><script nonce="${nonce}">ok()</script></head><body>` +
      `<script>injetado()</script><script nonce="outro">tambem()</script>` +
      `<script nonce="${nonce}" nonce="x">duplo()</script></body>`;
    const cached = makeCachedPage({
      status: 200,
      headers: new Headers({
        "content-type": "text/html",
        "content-security-policy": `default-src 'self'; script-src 'self' 'nonce-${nonce}'`,
      }),
      html,
      version: 1,
      now: Date.UTC(2026, 10, 23, 15),
    });
    expect(cached.scriptHashes).toEqual([sha("ok()")]);
    const served = cached.identity.toString("utf8");
    expect(served).not.toContain(nonce);
    expect(served).toContain('<script nonce="outro">tambem()</script>');
    // A page rendered without a nonce in its CSP allowed no inline script: none is hashed.
    expect(page(html).scriptHashes).toEqual([]);
  });

  it("expires at midnight in São Paulo or after five minutes, whichever comes first", () => {
    // 23/11/2026 23:58 in São Paulo = 02:58 UTC on the 24th.
    const late = Date.UTC(2026, 10, 24, 2, 58);
    expect(nextSaoPauloMidnight(late)).toBe(Date.UTC(2026, 10, 24, 3, 0));
    expect(page("<p>x</p>", 1, late).expiresAt).toBe(Date.UTC(2026, 10, 24, 3, 0));
    const noon = Date.UTC(2026, 10, 23, 15);
    expect(page("<p>x</p>", 1, noon).expiresAt).toBe(noon + 5 * 60 * 1000);
  });

  it("is served only for its content version, and least recently used pages leave first", () => {
    const now = Date.UTC(2026, 10, 23, 15);
    const one = page("a".repeat(1000));
    // Room for four pages (no single page may take more than a quarter).
    const cache = new PageCache(one.bytes * 4 + 10);
    cache.set("/a", one);
    cache.set("/b", page("b".repeat(1000)));
    cache.set("/d", page("d".repeat(1000)));
    cache.set("/e", page("e".repeat(1000)));
    expect(cache.get("/a", 1, now)).toBeDefined(); // /a is now the most recent, /b the least
    cache.set("/c", page("c".repeat(1000)));
    expect(cache.get("/b", 1, now)).toBeUndefined();
    expect(cache.get("/a", 1, now)).toBeDefined();
    expect(cache.get("/a", 2, now)).toBeUndefined();
    expect(cache.get("/c", 1, now + 6 * 60 * 1000)).toBeUndefined();
  });

  it("matches If-None-Match as a GET does", () => {
    expect(etagMatches('"x", W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  "invalidation across instances (PostgreSQL)",
  () => {
    it("a bump on one instance reaches the other through NOTIFY", async () => {
      const url = process.env.TEST_DATABASE_URL!;
      // Two listeners in one process stand for two instances: B broadcasts, A receives and bumps.
      const a = await startContentNotifications(url);
      const b = await startContentNotifications(url);
      try {
        const before = contentVersion();
        bumpContentVersion("teste");
        expect(contentVersion()).toBe(before + 1);
        await expect
          .poll(() => contentVersion(), { timeout: 2_000, interval: 20 })
          .toBe(before + 2);
      } finally {
        await b.stop();
        await a.stop();
      }
    });
  },
);
