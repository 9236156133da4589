import { expect, it } from "vitest";
import { csvCell, neutraliseCsvValue } from "./csv";

it("neutralises a leading = + - @ tab or CR, and the same after an embedded line break or separator", () => {
  const cases: Array<[value: string, neutralised: string]> = [
    ["=1+1", "'=1+1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
    ["Jan\n=1+1;x", "Jan\n'=1+1;x"],
    ["a;=1", "a;'=1"],
    ["a, =1", "a, '=1"],
    ["a\r\n-2", "a\r\n'-2"],
    ["Rejs 18:00-20:00, 6 osób", "Rejs 18:00-20:00, 6 osób"],
  ];
  for (const [value, neutralised] of cases)
    expect(neutraliseCsvValue(value), value).toBe(neutralised);
});

it("a phone number stays readable: text with the apostrophe in front", () => {
  expect(csvCell("+48 600 700 800")).toBe("'+48 600 700 800");
  expect(csvCell("600 700 800")).toBe("600 700 800");
});

it("quotes a cell with a quote, comma, semicolon or line break", () => {
  expect(csvCell('a "b"')).toBe('"a ""b"""');
  expect(csvCell("a;b")).toBe('"a;b"');
  expect(csvCell(null)).toBe("");
  expect(csvCell(new Date("2026-01-02T03:04:05Z"))).toBe("2026-01-02T03:04:05.000Z");
});
