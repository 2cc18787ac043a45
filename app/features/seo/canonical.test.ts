import { describe, expect, it } from "vitest";
import { canonicalRedirect, canonicalUrl } from "./canonical";

describe("canonicalRedirect", () => {
  const app = "https://revisafacil.com.br";
  it("sends GET and HEAD on another host to APP_URL's, keeping path and query", () => {
    expect(
      canonicalRedirect("http://www.revisafacil.com.br/assinatura?origem=checkout", "GET", app),
    ).toBe("https://revisafacil.com.br/assinatura?origem=checkout");
    expect(canonicalRedirect("http://localhost:3000/", "HEAD", "http://127.0.0.1:3000")).toBe(
      "http://127.0.0.1:3000/",
    );
  });
  it("leaves the canonical host, other methods, health probes and an implicit APP_URL alone", () => {
    expect(canonicalRedirect("http://revisafacil.com.br/blog", "GET", app)).toBeNull();
    expect(canonicalRedirect("http://REVISAFACIL.com.br/blog", "GET", app)).toBeNull();
    expect(
      canonicalRedirect("http://10.0.0.5:3000/api/billing/create-checkout", "POST", app),
    ).toBeNull();
    expect(canonicalRedirect("http://10.0.0.5:3000/healthz", "GET", app)).toBeNull();
    expect(canonicalRedirect("http://localhost:3000/", "GET", undefined)).toBeNull();
  });
});

describe("canonicalUrl", () => {
  it("joins APP_URL and the path without a trailing slash (the root keeps its slash)", () => {
    expect(canonicalUrl("https://revisafacil.com.br/", "/")).toBe("https://revisafacil.com.br/");
    expect(canonicalUrl("https://revisafacil.com.br", "/blog/")).toBe(
      "https://revisafacil.com.br/blog",
    );
  });
});
