import { describe, expect, it } from "vitest";
import { markdownToHtml, markdownToText, renderCampaignEmail } from "./campaign-email";

describe("campaign e-mail Markdown", () => {
  it("renders Markdown to HTML", () => {
    const html = markdownToHtml(
      "# Rejs\n\n**Święto** Niepodległości — [rezerwuj](https://ribwarsaw.pl/rejsy)\n\n- jeden\n- dwa",
    );
    expect(html).toContain("<h1>Rejs</h1>");
    expect(html).toContain("<strong>Święto</strong>");
    expect(html).toMatch(/<a href="https:\/\/ribwarsaw\.pl\/rejsy"[^>]*>rezerwuj<\/a>/);
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
    ).toBe("Rejs\n\nZapisz się: tutaj (https://ribwarsaw.pl/a) teraz\n\n- jeden\n- dwa");
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

// docs/security.md, 2026-11 review (second round), finding 7.
describe("campaign e-mails load no remote content", () => {
  it("the editor refuses another server's image with a message; our /media/ is allowed", async () => {
    const { campaignSchema, hasForeignImage } = await import("./schema");
    expect(hasForeignImage("Hi ![p](https://host.example/pixel.gif)")).toBe(true);
    expect(hasForeignImage("![p]( <//host.example/p.gif> )")).toBe(true);
    expect(hasForeignImage("![p][px]\n\n[px]: https://host.example/p.gif")).toBe(true);
    expect(hasForeignImage("![p](/media/../api/x)")).toBe(true);
    expect(hasForeignImage("![Łódź](/media/12/boat.jpg) and [a link](https://ribwarsaw.pl)")).toBe(
      false,
    );
    const r = campaignSchema("pl").safeParse({
      subject_pl: "S",
      body_pl: "![p](https://host.example/pixel.gif)",
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({
      path: ["body_pl"],
      message: expect.stringContaining("obrazów z innych serwerów"),
    });
    const en = campaignSchema("en").safeParse({
      subject_pl: "S",
      body_pl: "x",
      subject_en: "S",
      body_en: "![p](http://host.example/p.gif)",
    });
    expect(en.error!.issues[0]).toMatchObject({
      path: ["body_en"],
      message: expect.stringContaining("images from other servers"),
    });
  });

  it("the renderer writes another server's image as its alt text, ours as an image on our site", () => {
    const html = markdownToHtml(
      "![pixel](https://host.example/pixel.gif) ![boat](/media/1/boat.jpg)",
    );
    expect(html).not.toContain("host.example");
    expect(html).toContain("pixel");
    expect(html).toMatch(/<img src="http[^"]+\/media\/1\/boat\.jpg" alt="boat"/);
  });

  it("the unsubscribe link goes only where the placeholder is the whole link target", async () => {
    const { fillSecretLink, SECRET_LINK } = await import("~/lib/mail/outbox.server");
    const mail = renderCampaignEmail({
      lang: "pl",
      subject: "S",
      body: `[x](https://host.example/?u=${SECRET_LINK})`,
      unsubscribeUrl: SECRET_LINK,
    });
    const filled = fillSecretLink(
      { html: mail.html, text: mail.text, headers: null },
      "https://rib.example/u?token=SECRET",
    );
    expect(filled.html.match(/SECRET/g)).toHaveLength(1);
    expect(filled.html).toContain(`href="https://host.example/?u=${SECRET_LINK}"`);
    expect(filled.text.match(/SECRET/g)).toHaveLength(1);
  });
});
