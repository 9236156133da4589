import { expect, it } from "vitest";
import { withFullStop } from "./full-stop";

it("ends a sentence with one full stop (decision 266)", () => {
  expect(withFullStop("RIB Warsaw sp. z o.o.")).toBe("RIB Warsaw sp. z o.o.");
  expect(withFullStop("Łódki Zegrze s.c")).toBe("Łódki Zegrze s.c.");
  expect(withFullStop("ACME Ltd ")).toBe("ACME Ltd.");
});
