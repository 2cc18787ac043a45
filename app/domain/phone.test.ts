import { describe, expect, it } from "vitest";
import { normalizeBrazilianPhone } from "./phone";

describe("normalizeBrazilianPhone", () => {
  it.each([
    ["(11) 98765-4321", "(11) 98765-4321"],
    ["11987654321", "(11) 98765-4321"],
    ["11 9 8765 4321", "(11) 98765-4321"],
    ["+55 (11) 98765-4321", "(11) 98765-4321"],
    ["5511987654321", "(11) 98765-4321"],
    ["011 98765-4321", "(11) 98765-4321"],
    ["(21) 3456-7890", "(21) 3456-7890"],
    ["2134567890", "(21) 3456-7890"],
    ["+55 21 3456.7890", "(21) 3456-7890"],
    ["(55) 99999-8888", "(55) 99999-8888"], // DDD 55 (RS) is not mistaken for the country code
    ["  (61) 2345-6789 ", "(61) 2345-6789"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeBrazilianPhone(input)).toBe(expected);
  });

  it.each([
    ["", "empty"],
    ["98765-4321", "no DDD"],
    ["(10) 98765-4321", "DDD 10 does not exist"],
    ["(20) 3456-7890", "DDD 20 does not exist"],
    ["(11) 88765-4321", "9 digits not starting with 9"],
    ["(11) 6456-7890", "landline starting with 6"],
    ["(11) 98765-43210", "too long"],
    ["0800 123 4567", "toll-free is not a personal phone"],
    ["(11) 9876a-4321", "letters"],
    ["+1 415 555 0100", "not Brazilian"],
  ])("rejects %s (%s)", (input) => {
    expect(normalizeBrazilianPhone(input)).toBeNull();
  });
});
