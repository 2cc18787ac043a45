import { describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { connectionFailureMessage, postgresUrlProblem } from "./postgres-url";

describe("DATABASE_URL", () => {
  it("accepts a URL that names its database", () => {
    expect(postgresUrlProblem("postgres://app:segredo@db.internal:5432/revisafacil")).toBeNull();
    expect(postgresUrlProblem("postgresql://localhost/revisa?sslmode=require")).toBeNull();
  });

  it.each([
    "postgres://postgres@127.0.0.1:5432",
    "postgres://postgres@127.0.0.1:5432/",
    "postgresql://h/?sslmode=require",
  ])("refuses %s (it would migrate into the maintenance database)", (url) => {
    expect(postgresUrlProblem(url)).toContain("não diz o nome do banco de dados");
    expect(() => parseEnv({ DATABASE_URL: url })).toThrow(
      /DATABASE_URL: não diz o nome do banco de dados/,
    );
  });

  it("names the cause of a failed connection in pt-BR, without the password", () => {
    const url = "postgres://app:segredo-forte@db.internal:6543/revisafacil";
    const refused = Object.assign(
      new AggregateError([Object.assign(new Error(""), { code: "ECONNREFUSED" })], ""),
      {
        code: "ECONNREFUSED",
      },
    );
    const message = connectionFailureMessage(url, refused);
    expect(message).toBe(
      "Não foi possível abrir o banco PostgreSQL em db.internal:6543/revisafacil: conexão recusada (o PostgreSQL está no ar e escutando nesse host e porta?).",
    );
    expect(
      connectionFailureMessage(
        url,
        Object.assign(new Error("password authentication failed"), { code: "28P01" }),
      ),
    ).toContain("usuário ou senha incorretos");
    expect(
      connectionFailureMessage(
        url,
        Object.assign(new Error('database "x" does not exist'), { code: "3D000" }),
      ),
    ).toContain("o banco de dados não existe");
    expect(message).not.toContain("segredo-forte");
  });
});
