import { describe, expect, test } from "vitest";
import { copyErrors } from "./copy-problems";

describe("an edited text's problems, checked alike in the panel and in the route", () => {
  const defaults = { pl: "Rejs {duration} po Wiśle", en: "A {duration} cruise on the Vistula" };

  test("empty, a lost placeholder and a text too long, each under its language", () => {
    expect(copyErrors({ pl: " ", en: "A cruise" }, defaults, "pl")).toEqual({
      pl: "Tekst nie może być pusty.",
      en: "Zachowaj znacznik {duration}: w to miejsce strona wstawia wartość.",
    });
    expect(copyErrors({ en: `{duration} ${"x".repeat(300)}` }, defaults, "en")).toEqual({
      en: "The text can have at most 300 characters.",
    });
  });

  test("a language left out or reset to its default (null) is not checked", () => {
    expect(copyErrors({ pl: null }, defaults, "pl")).toEqual({});
    expect(copyErrors({ pl: "Rejs {duration} nocą" }, defaults, "pl")).toEqual({});
  });

  test("a list item's field is keyed by language and field", () => {
    expect(copyErrors({ pl: "", en: "Why?" }, { pl: "Q?", en: "Q?" }, "en", "q")).toEqual({
      "pl.q": "The text cannot be empty.",
    });
  });
});
