import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { returnOrigin } from "./return-origin";

const DEFAULT_APP_URL = "http://localhost:3000";

describe("returnOrigin (DESIGN §8b.27)", () => {
  it("returns to 127.0.0.1 or [::1] when APP_URL was not set and the person browses there", () => {
    expect(
      returnOrigin("http://127.0.0.1:3000/api/billing/create-checkout", DEFAULT_APP_URL, false),
    ).toBe("http://127.0.0.1:3000");
    expect(returnOrigin("http://[::1]:3000/assinatura", DEFAULT_APP_URL, false)).toBe(
      "http://[::1]:3000",
    );
    expect(returnOrigin("http://localhost:3000/", DEFAULT_APP_URL, false)).toBe(
      "http://localhost:3000",
    );
  });

  it("keeps APP_URL's host when APP_URL is explicit, even for a loopback request", () => {
    expect(returnOrigin("http://127.0.0.1:3000/", "http://localhost:3000", true)).toBe(
      "http://localhost:3000",
    );
    expect(returnOrigin("https://evil.example/", "https://revisafacil.com.br", true)).toBe(
      "https://revisafacil.com.br",
    );
  });

  it("a loopback alias on another port or scheme is not the same server: APP_URL's host", () => {
    expect(returnOrigin("http://127.0.0.1:4000/", DEFAULT_APP_URL, false)).toBe(DEFAULT_APP_URL);
    expect(returnOrigin("https://127.0.0.1:3000/", DEFAULT_APP_URL, false)).toBe(DEFAULT_APP_URL);
  });

  it("never echoes a host that is not on the list", () => {
    fc.assert(
      fc.property(fc.domain(), fc.boolean(), (host, explicit) => {
        const origin = returnOrigin(`http://${host}:3000/x`, DEFAULT_APP_URL, explicit);
        expect(["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]).toContain(
          origin,
        );
        if (!["localhost", "127.0.0.1"].includes(host)) expect(origin).toBe(DEFAULT_APP_URL);
      }),
      { seed: 24, numRuns: 200 },
    );
    expect(returnOrigin("not a url", DEFAULT_APP_URL, false)).toBe(DEFAULT_APP_URL);
    expect(returnOrigin(undefined, DEFAULT_APP_URL, false)).toBe(DEFAULT_APP_URL);
  });
});
