import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clientIpFrom } from "./client-ip";

describe("clientIpFrom", () => {
  it("ignores X-Forwarded-For without TRUST_PROXY", () => {
    expect(
      clientIpFrom({
        forwardedFor: "198.51.100.7",
        socketAddress: "10.0.0.2",
        trustProxy: false,
        hops: 1,
      }),
    ).toBe("10.0.0.2");
  });

  it("takes the address the one trusted proxy saw (rightmost), not the leftmost the client sent", () => {
    expect(
      clientIpFrom({
        forwardedFor: "1.2.3.4, 198.51.100.7",
        socketAddress: "10.0.0.2",
        trustProxy: true,
        hops: 1,
      }),
    ).toBe("198.51.100.7");
  });

  it("counts hops from the right with two proxies", () => {
    expect(
      clientIpFrom({
        forwardedFor: "1.2.3.4, 198.51.100.7, 10.0.0.9",
        socketAddress: "10.0.0.2",
        trustProxy: true,
        hops: 2,
      }),
    ).toBe("198.51.100.7");
  });

  it("uses the furthest entry when there are fewer entries than hops, and the socket for junk", () => {
    expect(
      clientIpFrom({
        forwardedFor: "198.51.100.7",
        socketAddress: "10.0.0.2",
        trustProxy: true,
        hops: 3,
      }),
    ).toBe("198.51.100.7");
    expect(
      clientIpFrom({
        forwardedFor: "nao-e-ip",
        socketAddress: "10.0.0.2",
        trustProxy: true,
        hops: 1,
      }),
    ).toBe("10.0.0.2");
    expect(
      clientIpFrom({ forwardedFor: " , ", socketAddress: "10.0.0.2", trustProxy: true, hops: 1 }),
    ).toBe("10.0.0.2");
    expect(
      clientIpFrom({
        forwardedFor: "2001:db8::1",
        socketAddress: undefined,
        trustProxy: true,
        hops: 1,
      }),
    ).toBe("2001:db8::1");
  });

  it("whatever the client puts to the left, the result is the proxy's entry", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.ipV4(),
            fc.string({ maxLength: 20 }).filter((s) => !s.includes(",")),
          ),
          { maxLength: 8 },
        ),
        (forged) => {
          const header = [...forged, "203.0.113.50"].join(", ");
          expect(
            clientIpFrom({
              forwardedFor: header,
              socketAddress: "10.0.0.2",
              trustProxy: true,
              hops: 1,
            }),
          ).toBe("203.0.113.50");
        },
      ),
      { seed: 11 },
    );
  });
});
