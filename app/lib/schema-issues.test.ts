import { z } from "zod";
import { describe, expect, test } from "vitest";
import { issuesByField, parseIn } from "./schema-issues";

describe("schema issues, the same in the browser and in the API", () => {
  const schema = z.object({
    name: z.string().min(1, "Podaj nazwę"),
    links: z.array(z.object({ url: z.string().url("Zły adres") })),
    count: z.number(),
  });

  test("the first message per field, keyed by its dotted path", () => {
    const parsed = schema.safeParse(
      { name: "", links: [{ url: "x" }, { url: "https://ok.pl" }], count: 1 },
      parseIn("pl"),
    );
    expect(parsed.success).toBe(false);
    expect(issuesByField(parsed.error!.issues)).toEqual({
      name: "Podaj nazwę",
      "links.0.url": "Zły adres",
    });
  });

  test("an issue without its own words reads in the caller's language, never zod's English", () => {
    const body = { name: "x", links: [], count: "seven" };
    expect(issuesByField(schema.safeParse(body, parseIn("pl")).error!.issues)).toEqual({
      count: "Nieprawidłowa wartość.",
    });
    expect(issuesByField(schema.safeParse(body, parseIn("en")).error!.issues)).toEqual({
      count: "Invalid value.",
    });
  });

  test("a problem with the whole value is keyed _", () => {
    const whole = z.string("Podaj tekst");
    expect(issuesByField(whole.safeParse(7).error!.issues)).toEqual({ _: "Podaj tekst" });
  });
});
