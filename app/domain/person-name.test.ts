import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PERSON_NAME_MSG, personNameProblem } from "./person-name";

describe("personNameProblem", () => {
  it.each([
    "Maria da Silva",
    "José D'Ávila Jr.",
    "Ana M. Souza",
    "João Pedro O. Santos",
    "A".repeat(120),
    "  Bia  ",
    "Ｍａｒｉａ Ｓｉｌｖａ",
    "Ana M\uff0e Souza",
  ])("accepts %j", (name) => expect(personNameProblem(name)).toBeNull());

  it.each([
    [null, PERSON_NAME_MSG.required],
    ["", PERSON_NAME_MSG.required],
    ["   ", PERSON_NAME_MSG.required],
    [42, PERSON_NAME_MSG.required],
    ["A".repeat(121), PERSON_NAME_MSG.tooLong],
    ["Maria\nURGENTE: confirme seus dados", PERSON_NAME_MSG.oneLine],
    ["Maria\r\nSilva", PERSON_NAME_MSG.oneLine],
    ["Maria https://golpe.example", PERSON_NAME_MSG.oneLine],
    ["acesse www.golpe", PERSON_NAME_MSG.oneLine],
    ["Dr. banco-seguro.com.br", PERSON_NAME_MSG.oneLine],
    ["Maria\u2028Silva", PERSON_NAME_MSG.oneLine],
    // Dots and letters a client reads as a domain's (issue 23): full-width, ideographic, small.
    ["Maria banco-seguro\uff0ecom", PERSON_NAME_MSG.oneLine],
    ["Maria banco\u3002com\u3002br", PERSON_NAME_MSG.oneLine],
    ["Maria banco\uff61com", PERSON_NAME_MSG.oneLine],
    ["Maria banco\ufe52com", PERSON_NAME_MSG.oneLine],
    ["Maria banco\u2024com", PERSON_NAME_MSG.oneLine],
    ["Maria \uff57\uff57\uff57\uff0egolpe", PERSON_NAME_MSG.oneLine],
    ["Maria https\uff1a\uff0f\uff0fgolpe", PERSON_NAME_MSG.oneLine],
  ])("refuses %j", (name, message) => expect(personNameProblem(name)).toBe(message));

  it("never accepts a line break or anything over 120 characters (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.string({ maxLength: 300 }), (a, b) => {
        expect(personNameProblem(`${a}x\nx${b}`)).not.toBeNull();
        const long = `${a}x${b}`.padEnd(121, "y");
        if (long.trim().length > 120) expect(personNameProblem(long)).not.toBeNull();
      }),
      { seed: 20261123, numRuns: 300 },
    );
  });
});
