import { expect, it } from "vitest";
import { greetingName, renderWelcomeEmail } from "./welcome-email";

const render = (name: string, lang: "pl" | "en" = "pl") =>
  renderWelcomeEmail({
    lang,
    name,
    siteUrl: "https://rib.example",
    unsubscribeUrl: "https://rib.example/u",
  });

// docs/security.md, 2026-11 review (second round) finding 3: the visitor chooses both the name and
// the address, so the welcome e-mail repeats only a name that looks like a name.
it("repeats no visitor text that is not a name: a link or a sentence gets the neutral greeting", () => {
  for (const name of [
    "You won! Claim at https://evil.example/claim",
    "evil.example",
    "Jan 2",
    "www.example.com",
    "Call +48 600 100 200",
    "Ania <b>",
    "a".repeat(31),
    "Jan Maria Anna Zofia",
  ]) {
    for (const lang of ["pl", "en"] as const) {
      const mail = render(name, lang);
      expect(greetingName(name)).toBeNull();
      expect(mail.html + mail.text).not.toContain(name.trim());
    }
  }
  expect(render("You won! Claim at https://evil.example/claim").text).toContain(
    "Cześć! Dziękujemy za zapis!",
  );
  expect(render("You won! Claim at https://evil.example/claim", "en").text).toContain(
    "Hi, thank you for subscribing!",
  );
});

it("greets by the first name of a name made of letters, spaces, hyphens and apostrophes", () => {
  expect(render("Kasia").text).toContain("Cześć, Kasia! Dziękujemy za zapis!");
  expect(render(" Anna-Maria  O'Neil ", "en").text).toContain(
    "Hi Anna-Maria, thank you for subscribing!",
  );
  expect(greetingName("Łucja Żółć")).toBe("Łucja Żółć");
  expect(greetingName("D’Artagnan")).toBe("D’Artagnan");
});
