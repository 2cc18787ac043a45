import { describe, expect, it } from "vitest";
import {
  analyzeButtonText,
  canAnalyze,
  freePlanBanner,
  limitReachedMessage,
  normalizeTier,
  remainingAnalyses,
} from "./plan-limits";
import { startOfMonthBrasilia } from "./months";

describe("plan limits (DESIGN D1)", () => {
  it("allows 1 a month on gratuito, 10 on basico, unlimited on premium", () => {
    expect([0, 1].map((n) => canAnalyze("gratuito", n))).toEqual([true, false]);
    expect([9, 10, 11].map((n) => canAnalyze("basico", n))).toEqual([true, false, false]);
    expect(canAnalyze("premium", 100_000)).toBe(true);
    expect(remainingAnalyses("basico", 3)).toBe(7);
    expect(remainingAnalyses("premium", 3)).toBeNull();
  });

  it("uses the §8 texts", () => {
    expect(limitReachedMessage("gratuito", 0)).toBeNull();
    expect(limitReachedMessage("gratuito", 1)).toBe(
      "Você atingiu o limite de 1 análise do plano gratuito. Faça upgrade para continuar.",
    );
    expect(limitReachedMessage("basico", 10)).toBe(
      "Você atingiu o limite de 10 análises do Plano Básico neste mês. Faça upgrade para ilimitado!",
    );
    expect(limitReachedMessage("premium", 999)).toBeNull();
  });

  it("shows the free banner", () => {
    expect(freePlanBanner("gratuito", 0)).toBe("Plano gratuito: 1/1 análise disponível.");
    expect(freePlanBanner("gratuito", 1)).toBe(
      "Você já utilizou sua análise gratuita. Faça upgrade para continuar analisando contratos.",
    );
    expect(freePlanBanner("basico", 0)).toBeNull();
  });

  it("falls back to gratuito for an unknown tier", () => {
    expect(normalizeTier("premium")).toBe("premium");
    expect(normalizeTier("ouro")).toBe("gratuito");
    expect(normalizeTier(null)).toBe("gratuito");
  });

  it("labels the analyse button", () => {
    expect(analyzeButtonText({ loading: false, blocked: false })).toBe("Analisar Contrato");
    expect(analyzeButtonText({ loading: true, blocked: false })).toBe("Processando...");
    expect(analyzeButtonText({ loading: false, blocked: true })).toBe("Limite de análise atingido");
  });

  it("counts from the start of the month in Brasília", () => {
    expect(startOfMonthBrasilia(new Date("2025-08-01T02:00:00Z")).toISOString()).toBe(
      "2025-07-01T03:00:00.000Z",
    );
    expect(startOfMonthBrasilia(new Date("2025-08-15T12:00:00Z")).toISOString()).toBe(
      "2025-08-01T03:00:00.000Z",
    );
  });
});
