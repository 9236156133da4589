import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LangContext } from "~/lib/i18n/use-lang";
import type { Lang } from "~/lib/i18n/lang";
import type { PricesResult } from "~/lib/prices/types";
import { LivePrice, PricesError, PricesProvider, WithPublishedPrice } from "./live-price";

function html(prices: Promise<PricesResult> | PricesResult, lang: Lang = "pl") {
  return renderToString(
    <LangContext.Provider value={lang}>
      <PricesProvider prices={prices}>
        <LivePrice type="20min" placeholder="dots" />|
        <LivePrice type="zegrze_30min" placeholder="text" />|<PricesError />
      </PricesProvider>
    </LangContext.Provider>,
  ).replace(/<!--.*?-->/g, "");
}

const text = (s: string) => s.replace(/<[^>]+>/g, "");

describe("LivePrice", () => {
  it("shows the placeholders while the prices stream", () => {
    const out = html(new Promise<PricesResult>(() => {}));
    expect(out).toContain('data-price-state="loading"');
    expect(text(out)).toBe("...Ładowanie ceny|Ładowanie...|");
    expect(text(html(new Promise<PricesResult>(() => {}), "en"))).toBe(
      "...Loading price|Loading...|",
    );
  });

  it("shows '{price} PLN', and 'Zapytaj o cenę' for a missing price, without an error note", () => {
    const out = html({ ok: true, prices: { "20min": 90 } });
    expect(text(out)).toBe("90\u00a0PLN|Zapytaj o cenę|");
    expect(text(html({ ok: true, prices: { zegrze_30min: 1400 } }, "en"))).toBe(
      "Ask for a price|1,400\u00a0PLN|",
    );
  });

  it("asks for the price and shows the note when loading failed", () => {
    expect(text(html({ ok: false }))).toBe(
      "Zapytaj o cenę|Zapytaj o cenę|Nie udało się pobrać cen. Zadzwoń lub napisz – podamy aktualną cenę.",
    );
    expect(text(html({ ok: false }, "en"))).toContain("Couldn&#x27;t load prices");
  });

  it("without a provider, asks for the price", () => {
    expect(text(renderToString(<LivePrice type="90min" />))).toBe("Zapytaj o cenę");
  });
});

describe("WithPublishedPrice (decision 264)", () => {
  const unit = (prices: PricesResult) =>
    text(
      renderToString(
        <PricesProvider prices={prices}>
          <LivePrice type="20min" /> <WithPublishedPrice type="20min">za osobę</WithPublishedPrice>
        </PricesProvider>,
      ).replace(/<!--.*?-->/g, ""),
    );
  it("keeps the unit with a published price and drops it with 'Zapytaj o cenę'", () => {
    expect(unit({ ok: true, prices: { "20min": 90 } })).toBe("90\u00a0PLN za osobę");
    expect(unit({ ok: true, prices: {} })).toBe("Zapytaj o cenę ");
  });
});
