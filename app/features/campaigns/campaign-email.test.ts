import { describe, expect, it } from "vitest";
import {
  markdownToHtml,
  markdownToText,
  renderCampaignEmail,
} from "./campaign-email";

describe("campaign e-mail Markdown", () => {
  it("renders Markdown to HTML", () => {
    const html = markdownToHtml(
      "# Rejs\n\n**Święto** Niepodległości — [rezerwuj](https://ribwarsaw.pl/rejsy)\n\n- jeden\n- dwa",
    );
    expect(html).toContain("<h1>Rejs</h1>");
    expect(html).toContain("<strong>Święto</strong>");
    expect(html).toMatch(
      /<a href="https:\/\/ribwarsaw\.pl\/rejsy"[^>]*>rezerwuj<\/a>/,
    );
    expect(html).toContain("<li>jeden</li>");
  });

  it("does not pass raw HTML through: <script> and event handlers come out as text", () => {
    const html = markdownToHtml(
      'Hej <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<a href="javascript:alert(3)">x</a>',
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<a href="javascript/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("renders javascript:, vbscript: and data: links inert (no href)", () => {
    for (const url of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "javascript&colon;alert(1)",
      "vbscript:msgbox(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
    ]) {
      const html = markdownToHtml(`[kliknij](${url}) i <${url}>`);
      expect(html, url).not.toMatch(/href="(?!https?:)/i);
      expect(html.toLowerCase(), url).not.toContain('href="javascript');
    }
    expect(markdownToHtml("[x](  javascript:alert(1))")).not.toContain("href");
  });

  it("writes a plain-text part with links spelled out", () => {
    expect(
      markdownToText(
        "# Rejs\n\nZapisz się: [tutaj](https://ribwarsaw.pl/a) **teraz**\n\n- jeden\n- dwa",
      ),
    ).toBe(
      "Rejs\n\nZapisz się: tutaj (https://ribwarsaw.pl/a) teraz\n\n- jeden\n- dwa",
    );
  });

  it("uses the shared layout with the unsubscribe link in both parts", () => {
    const mail = renderCampaignEmail({
      lang: "en",
      subject: "Independence Day cruise",
      body: "Booking opens *today*.",
      unsubscribeUrl: "https://ribwarsaw.pl/u?t=abc",
    });
    expect(mail.subject).toBe("Independence Day cruise");
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain("<em>today</em>");
    expect(mail.html).toContain('href="https://ribwarsaw.pl/u?t=abc"');
    expect(mail.text).toContain("Booking opens today.");
    expect(mail.text).toContain("https://ribwarsaw.pl/u?t=abc");
  });
});
