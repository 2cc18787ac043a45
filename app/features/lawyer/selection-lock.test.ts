import { describe, expect, it } from "vitest";
import { selectionLock } from "./selection-lock";

describe("selectionLock (issue Journeys item 8)", () => {
  it("locks without an OAB, while it is verified and after a refusal; never once verified", () => {
    expect(selectionLock({ oab: null, oabStatus: "pendente" })?.label).toBe(
      "Informe sua OAB para selecionar",
    );
    expect(selectionLock({ oab: "123456", oabStatus: "pendente" })).toEqual({
      label: "OAB em verificação",
      reason:
        "Sua inscrição na OAB ainda está em verificação. Você poderá selecionar casos assim que ela for verificada.",
    });
    expect(selectionLock({ oab: "123456", oabStatus: "rejeitado" })?.label).toBe(
      "OAB não verificada",
    );
    expect(selectionLock({ oab: "123456", oabStatus: "verificado" })).toBeNull();
  });
});
