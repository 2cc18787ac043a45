import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("environment", () => {
  it("has defaults that run on a fresh machine", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      APP_URL: "http://localhost:3000",
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("updates the rates by default on a public https site only (issue 23 item 9)", () => {
    expect(parseEnv({}).RATES_AUTO_UPDATE).toBe(false);
    expect(parseEnv({ APP_URL: "http://127.0.0.1:3000" }).RATES_AUTO_UPDATE).toBe(false);
    const https = {
      APP_URL: "https://revisafacil.com.br",
      ALLOW_TEST_PAYMENTS: "true",
      SMTP_URL: "smtp://127.0.0.1:2525",
      COMPANY_CNPJ: "12.345.678/0001-90",
      COMPANY_ADDRESS: "Rua Exemplo, 100, São Paulo/SP",
    };
    expect(parseEnv(https).RATES_AUTO_UPDATE).toBe(true);
    expect(parseEnv({ ...https, RATES_AUTO_UPDATE: "" }).RATES_AUTO_UPDATE).toBe(true);
    expect(parseEnv({ ...https, RATES_AUTO_UPDATE: "false" }).RATES_AUTO_UPDATE).toBe(false);
    expect(parseEnv({ RATES_AUTO_UPDATE: "true" }).RATES_AUTO_UPDATE).toBe(true);
    expect(() => parseEnv({ RATES_AUTO_UPDATE: "sim" })).toThrow(/RATES_AUTO_UPDATE/);
  });

  it("names the variable when a value is wrong", () => {
    expect(() => parseEnv({ PORT: "porta" })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: "porta" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ SMTP_URL: "não é url" })).toThrow(/SMTP_URL/);
  });

  // A public https site must also name the company (COMPANY_CNPJ, COMPANY_ADDRESS) and deliver
  // its e-mail (SMTP_URL, tested below).
  const company = {
    COMPANY_CNPJ: "12.345.678/0001-90",
    COMPANY_ADDRESS: "Rua Exemplo, 100, São Paulo/SP",
    SMTP_URL: "smtp://mail.exemplo.test:587",
  };

  it("refuses a public https site without SMTP_URL, naming the variable; http needs none", () => {
    const { SMTP_URL: _smtp, ...noSmtp } = company;
    expect(() =>
      parseEnv({ APP_URL: "https://revisafacil.com.br", ALLOW_TEST_PAYMENTS: "true", ...noSmtp }),
    ).toThrow(
      "SMTP_URL: obrigatória quando APP_URL é https: sem SMTP, ninguém recebe os links de confirmação e de redefinição de senha",
    );
    expect(parseEnv({ APP_URL: "http://127.0.0.1:3000" }).SMTP_URL).toBeUndefined();
  });

  it("refuses test payments on a public https site unless allowed", () => {
    expect(() => parseEnv({ APP_URL: "https://revisafacil.com.br", ...company })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
    expect(
      parseEnv({ APP_URL: "https://revisafacil.com.br", ALLOW_TEST_PAYMENTS: "true", ...company })
        .ALLOW_TEST_PAYMENTS,
    ).toBe(true);
    expect(
      parseEnv({
        APP_URL: "https://revisafacil.com.br",
        STRIPE_SECRET_KEY: "sk_live_x",
        ...company,
      }).STRIPE_SECRET_KEY,
    ).toBe("sk_live_x");
  });

  it("refuses a public https site without the company's CNPJ and address, naming the variable in pt-BR", () => {
    const base = {
      APP_URL: "https://revisafacil.com.br",
      STRIPE_SECRET_KEY: "sk_live_x",
      SMTP_URL: company.SMTP_URL,
    };
    expect(() => parseEnv({ ...base, COMPANY_ADDRESS: company.COMPANY_ADDRESS })).toThrow(
      "COMPANY_CNPJ: obrigatória quando APP_URL é https: a política de privacidade e os termos de uso precisam identificar a empresa (defina COMPANY_CNPJ)",
    );
    expect(() => parseEnv({ ...base, COMPANY_CNPJ: company.COMPANY_CNPJ })).toThrow(
      /COMPANY_ADDRESS: obrigatória/,
    );
    expect(parseEnv({ ...base, ...company }).COMPANY_CNPJ).toBe("12.345.678/0001-90");
    // Local and test runs on http need none of it.
    expect(parseEnv({ APP_URL: "http://127.0.0.1:3000" }).COMPANY_CNPJ).toBeUndefined();
  });

  it("uses S3 only when S3_BUCKET is set, and refuses half an S3 configuration", () => {
    expect(parseEnv({})).toMatchObject({ S3_REGION: "us-east-1", S3_FORCE_PATH_STYLE: false });
    expect(parseEnv({}).S3_BUCKET).toBeUndefined();
    const s3 = {
      S3_BUCKET: "revisafacil",
      S3_ENDPOINT: "http://minio:9000",
      S3_ACCESS_KEY_ID: "chave",
      S3_SECRET_ACCESS_KEY: "segredo",
    };
    expect(parseEnv({ ...s3, S3_REGION: "sa-east-1", S3_FORCE_PATH_STYLE: "true" })).toMatchObject({
      ...s3,
      S3_REGION: "sa-east-1",
      S3_FORCE_PATH_STYLE: true,
    });
    expect(() => parseEnv({ ...s3, S3_BUCKET: "" })).toThrow(
      "S3_BUCKET: obrigatória quando há outra variável S3_* definida",
    );
    expect(() => parseEnv({ ...s3, S3_SECRET_ACCESS_KEY: "" })).toThrow(
      "S3_SECRET_ACCESS_KEY: defina S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY juntas (ou nenhuma, para as credenciais padrão da AWS)",
    );
    expect(() => parseEnv({ ...s3, S3_ENDPOINT: "minio:9000" })).toThrow(
      "S3_ENDPOINT: deve começar com http:// ou https://",
    );
  });

  it("honours PORT and HOST", () => {
    expect(parseEnv({ PORT: "8080", HOST: "127.0.0.1" })).toMatchObject({
      PORT: 8080,
      HOST: "127.0.0.1",
      APP_URL: "http://localhost:8080",
    });
  });
});
