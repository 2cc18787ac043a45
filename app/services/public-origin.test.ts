import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { publicRequestUrl } from "./public-origin";

const base = {
  requestUrl: "http://example.test/auth?modo=cadastro",
  forwardedProto: null,
  forwardedHost: null,
  trustProxy: false,
  hops: 1,
  appUrl: undefined,
} as const;

describe("publicRequestUrl", () => {
  it("takes the scheme and host our proxy forwarded (Caddy's headers) with TRUST_PROXY", () => {
    const url = publicRequestUrl({
      ...base,
      requestUrl: "http://app1:3000/auth?modo=cadastro",
      forwardedProto: "https",
      forwardedHost: "example.test",
      trustProxy: true,
    });
    expect(url.href).toBe("https://example.test/auth?modo=cadastro");
  });

  it("ignores forwarded headers without TRUST_PROXY", () => {
    const url = publicRequestUrl({
      ...base,
      requestUrl: "http://127.0.0.1:3000/auth",
      forwardedProto: "https",
      forwardedHost: "evil.test",
    });
    expect(url.href).toBe("http://127.0.0.1:3000/auth");
  });

  it("takes the entry the trusted hop wrote, not the one the client prepended", () => {
    const url = publicRequestUrl({
      ...base,
      forwardedProto: "https, http",
      forwardedHost: "evil.test, example.test",
      trustProxy: true,
    });
    expect(url.href).toBe("http://example.test/auth?modo=cadastro");
    const twoHops = publicRequestUrl({
      ...base,
      forwardedProto: "https, http",
      forwardedHost: "example.test, inner.test",
      trustProxy: true,
      hops: 2,
    });
    expect(twoHops.origin).toBe("https://example.test");
  });

  it("on APP_URL's host without a forwarded scheme, uses APP_URL's scheme", () => {
    expect(publicRequestUrl({ ...base, appUrl: "https://example.test" }).origin).toBe(
      "https://example.test",
    );
    // Another host (a direct hit on the instance) keeps what the socket saw.
    expect(
      publicRequestUrl({
        ...base,
        requestUrl: "http://10.0.0.5:3000/",
        appUrl: "https://example.test",
      }).origin,
    ).toBe("http://10.0.0.5:3000");
  });

  it("a forwarded scheme from a trusted hop wins over APP_URL's", () => {
    expect(
      publicRequestUrl({
        ...base,
        forwardedProto: "http",
        trustProxy: true,
        appUrl: "https://example.test",
      }).origin,
    ).toBe("http://example.test");
  });

  it("never takes a malformed host or scheme", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (proto, host) => {
        const url = publicRequestUrl({
          ...base,
          forwardedProto: proto,
          forwardedHost: host,
          trustProxy: true,
        });
        expect(["http:", "https:"]).toContain(url.protocol);
        expect(url.pathname).toBe("/auth");
        expect(url.search).toBe("?modo=cadastro");
        expect(url.username + url.password).toBe("");
      }),
    );
    for (const host of ["evil.test/x", "a@b", "evil.test:99999999", "ex ample.test", ""])
      expect(publicRequestUrl({ ...base, forwardedHost: host, trustProxy: true }).host).toBe(
        "example.test",
      );
  });

  it("keeps an explicit port and drops the old scheme's default", () => {
    expect(
      publicRequestUrl({
        ...base,
        requestUrl: "http://x/",
        forwardedProto: "https",
        forwardedHost: "example.test:8443",
        trustProxy: true,
      }).href,
    ).toBe("https://example.test:8443/");
  });
});
