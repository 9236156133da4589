import { expect, it } from "vitest";
import { csvCell, neutraliseCsvValue } from "./csv";

it("neutralises a leading = + - @ tab or CR, and the same after an embedded line break or separator", () => {
  expect(neutraliseCsvValue("=1+1")).toBe("'=1+1");
  expect(neutraliseCsvValue("@SUM(A1)")).toBe("'@SUM(A1)");
  expect(neutraliseCsvValue("\t=1")).toBe("'\t=1");
  expect(neutraliseCsvValue("Jan\n=1+1;x")).toBe("Jan\n'=1+1;x");
  expect(neutraliseCsvValue("a;=1")).toBe("a;'=1");
  expect(neutraliseCsvValue("a, =1")).toBe("a, '=1");
  expect(neutraliseCsvValue("a\r\n-2")).toBe("a\r\n'-2");
  expect(neutraliseCsvValue("Rejs 18:00-20:00, 6 osób")).toBe("Rejs 18:00-20:00, 6 osób");
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
