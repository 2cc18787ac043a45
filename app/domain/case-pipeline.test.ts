import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CASE_STATES,
  canMove,
  isFinalState,
  isUntouched,
  nextStates,
  untouchedText,
} from "./case-pipeline";

const state = fc.constantFrom(...CASE_STATES);
const DAY = 24 * 60 * 60 * 1000;

describe("case pipeline", () => {
  it("goes novo → contatado → contratado → ação ajuizada → encerrado, or sem acordo", () => {
    expect(nextStates("novo")).toEqual([
      "contatado",
      "contratado",
      "acao_ajuizada",
      "encerrado",
      "sem_acordo",
    ]);
    expect(nextStates("contratado")).toEqual(["acao_ajuizada", "encerrado", "sem_acordo"]);
    expect(nextStates("encerrado")).toEqual([]);
    expect(nextStates("sem_acordo")).toEqual([]);
  });

  it("never moves back, never stays, and a final state goes nowhere", () => {
    fc.assert(
      fc.property(state, state, (from, to) => {
        if (!canMove(from, to)) return;
        expect(from).not.toBe(to);
        expect(isFinalState(from)).toBe(false);
        // No way back: from the target, the source is never reachable.
        expect(canMove(to, from)).toBe(false);
      }),
    );
  });

  it("flags an open case after 7 whole days without a move, never a closed one", () => {
    const last = new Date("2026-11-01T12:00:00Z");
    expect(isUntouched("contatado", last, new Date(last.getTime() + 7 * DAY - 1))).toBe(false);
    expect(isUntouched("contatado", last, new Date(last.getTime() + 7 * DAY))).toBe(true);
    expect(untouchedText(last, new Date(last.getTime() + 9 * DAY))).toBe(
      "Sem movimentação há 9 dias",
    );
    fc.assert(
      fc.property(state, fc.integer({ min: 0, max: 400 }), (s, days) => {
        const now = new Date(last.getTime() + days * DAY);
        expect(isUntouched(s, last, now)).toBe(!isFinalState(s) && days >= 7);
      }),
    );
  });
});
