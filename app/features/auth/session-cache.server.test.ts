// Issue 12: the session cache's bound and its invalidation by session and by user.
import { describe, expect, it } from "vitest";
import {
  applySessionNotice,
  cachedSession,
  forgetAllSessions,
  rememberSession,
  SESSION_CACHE_MAX_AGE_MS,
  sessionCookieValue,
} from "./session-cache.server";

describe("session cache", () => {
  it("reuses a look-up for less than 5 s, never longer", () => {
    const owner = {};
    rememberSession(owner, "tok.sig", { value: { a: 1 }, sessionId: "s1", userId: "u1" }, 1_000);
    expect(SESSION_CACHE_MAX_AGE_MS).toBeLessThan(5_000);
    expect(cachedSession(owner, "tok.sig", 1_000 + SESSION_CACHE_MAX_AGE_MS - 1)).toEqual({ a: 1 });
    expect(cachedSession(owner, "tok.sig", 1_000 + SESSION_CACHE_MAX_AGE_MS)).toBeUndefined();
  });

  it("forgets by session id or by user, and everything when the channel was lost", () => {
    const owner = {};
    const now = Date.now();
    rememberSession(owner, "a", { value: 1, sessionId: "s1", userId: "u1" }, now);
    rememberSession(owner, "b", { value: 2, sessionId: "s2", userId: "u1" }, now);
    rememberSession(owner, "c", { value: 3, sessionId: "s3", userId: "u2" }, now);
    applySessionNotice({ sessionId: "s1" });
    expect(cachedSession(owner, "a", now)).toBeUndefined();
    expect(cachedSession(owner, "b", now)).toBe(2);
    applySessionNotice({ userId: "u1" });
    expect(cachedSession(owner, "b", now)).toBeUndefined();
    expect(cachedSession(owner, "c", now)).toBe(3);
    forgetAllSessions();
    expect(cachedSession(owner, "c", now)).toBeUndefined();
  });

  it("keys on the session cookie only (plain or __Secure-)", () => {
    expect(sessionCookieValue(null)).toBeNull();
    expect(sessionCookieValue("_ga=1; revisafacil.session_token=abc.def")).toBe("abc.def");
    expect(sessionCookieValue("__Secure-revisafacil.session_token=xyz")).toBe("xyz");
    expect(sessionCookieValue("revisafacil.session_data=zzz")).toBeNull();
  });
});
