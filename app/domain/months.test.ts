import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addMonths,
  currentMonthId,
  dateToMonthId,
  fromSpecMonth,
  isMonthId,
  isSelectableMonth,
  MONTH_ABBREVIATIONS,
  monthLabel,
  monthLongLabel,
  selectableMonths,
  selectableYears,
  toSpecMonth,
} from "./months";

describe("months", () => {
  it("uses jan…dez", () => {
    expect(MONTH_ABBREVIATIONS.join(" ")).toBe("jan fev mar abr mai jun jul ago set out nov dez");
  });

  it("converts to and from the spec's set/25 form, ignoring case and spaces", () => {
    expect(toSpecMonth("2025-09")).toBe("set/25");
    expect(toSpecMonth("2011-03")).toBe("mar/11");
    expect(fromSpecMonth("set/25")).toBe("2025-09");
    expect(fromSpecMonth(" SET / 25 ")).toBe("2025-09");
    expect(fromSpecMonth("Dez/2024")).toBe("2024-12");
    expect(fromSpecMonth("xyz/25")).toBeNull();
    expect(fromSpecMonth("set-25")).toBeNull();
    for (let m = 1; m <= 12; m++) {
      const id = `2019-${String(m).padStart(2, "0")}`;
      expect(fromSpecMonth(toSpecMonth(id))).toBe(id);
    }
  });

  it("labels months for people", () => {
    expect(monthLabel("2025-07")).toBe("jul/2025");
    expect(monthLongLabel("2026-03")).toBe("março de 2026");
  });

  it("validates ids and converts date columns", () => {
    expect(isMonthId("2025-07")).toBe(true);
    expect(isMonthId("2025-13")).toBe(false);
    expect(isMonthId("2025-7")).toBe(false);
    expect(dateToMonthId("2025-07-01")).toBe("2025-07");
    expect(dateToMonthId(new Date("2025-07-01T00:00:00Z"))).toBe("2025-07");
    expect(addMonths("2025-11", 3)).toBe("2026-02");
    expect(addMonths("2025-01", -1)).toBe("2024-12");
  });

  it("offers 2011 … current year, months from 03/2011 (DESIGN D6)", () => {
    const now = new Date("2026-05-10T12:00:00Z");
    const years = selectableYears(now);
    expect(years[0]).toBe(2011);
    expect(years.at(-1)).toBe(2026);
    expect(years).toHaveLength(16);
    expect(selectableMonths(2011).map((m) => m.abbreviation)[0]).toBe("mar");
    expect(selectableMonths(2011)).toHaveLength(10);
    expect(selectableMonths(2020)).toHaveLength(12);
    expect(isSelectableMonth("2011-02", now)).toBe(false);
    expect(isSelectableMonth("2011-03", now)).toBe(true);
    expect(isSelectableMonth("2026-12", now)).toBe(true);
    expect(isSelectableMonth("2027-01", now)).toBe(false);
  });

  it("takes the current month in Brasília time", () => {
    // 02:00 UTC on 1 August is still 31 July in Brasília (UTC−3).
    expect(currentMonthId(new Date("2025-08-01T02:00:00Z"))).toBe("2025-07");
    expect(currentMonthId(new Date("2025-08-01T04:00:00Z"))).toBe("2025-08");
  });

  it("agrees with the São Paulo calendar for any instant, in any order (kept per UTC hour)", () => {
    const intl = new Intl.DateTimeFormat("en-CA", {
      timeZone: "America/Sao_Paulo",
      year: "numeric",
      month: "2-digit",
    });
    const expected = (d: Date) => intl.format(d).slice(0, 7);
    // 1970…2100, with a second instant in the same UTC hour (the cached path), around DST years too.
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        fc.integer({ min: 0, max: 3_599_999 }),
        (ms, within) => {
          const hourStart = Math.floor(ms / 3_600_000) * 3_600_000;
          for (const t of [ms, hourStart + within, hourStart, hourStart + 3_599_999]) {
            const d = new Date(t);
            expect(currentMonthId(d)).toBe(expected(d));
          }
        },
      ),
      { numRuns: 3000, seed: 14 },
    );
  });
});
