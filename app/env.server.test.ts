import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("environment", () => {
  it("has defaults that run on a fresh machine", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", DATA_DIR: "./data", APP_URL: "http://localhost:3000" });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("names the variable when a value is wrong", () => {
    expect(() => parseEnv({ PORT: "porta" })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: "porta" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ SMTP_URL: "não é url" })).toThrow(/SMTP_URL/);
  });

  it("refuses test payments on a public https site unless allowed", () => {
    expect(() => parseEnv({ APP_URL: "https://revisafacil.com.br" })).toThrow(/STRIPE_SECRET_KEY/);
    expect(parseEnv({ APP_URL: "https://revisafacil.com.br", ALLOW_TEST_PAYMENTS: "true" }).ALLOW_TEST_PAYMENTS).toBe(true);
    expect(parseEnv({ APP_URL: "https://revisafacil.com.br", STRIPE_SECRET_KEY: "sk_live_x" }).STRIPE_SECRET_KEY).toBe("sk_live_x");
  });

  it("honours PORT and HOST", () => {
    expect(parseEnv({ PORT: "8080", HOST: "127.0.0.1" })).toMatchObject({ PORT: 8080, HOST: "127.0.0.1", APP_URL: "http://localhost:8080" });
  });
});
