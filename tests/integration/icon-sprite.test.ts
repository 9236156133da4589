import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
// lucide's own runtime and icon data, imported by path so that no build plugin applies.
import lucideCreate from "lucide-react/dist/esm/createLucideIcon.mjs";
import * as houseModule from "lucide-react/dist/esm/icons/house.mjs";
import * as phoneModule from "lucide-react/dist/esm/icons/phone.mjs";
import spriteIcon from "../../app/lib/icons/sprite-icon";
import { SPRITE_URL } from "../../app/lib/icons/sprite-url";
import { iconsImported, spriteOf } from "../../vite.icons";

type IconData = {
  name: string;
  node: [string, Record<string, string | number>][];
  aliases?: string[];
};
const house = (houseModule as unknown as { __iconData: IconData }).__iconData;
const phone = (phoneModule as unknown as { __iconData: IconData }).__iconData;
const classesOf = (d: IconData) =>
  ["lucide", `lucide-${d.name}`, ...(d.aliases ?? []).map((a) => `lucide-${a}`)].join(" ");

/** `<svg …>` and what it holds, apart. */
function split(markup: string): [open: string, inner: string] {
  const m = /^(<svg[^>]*>)([\s\S]*)<\/svg>$/.exec(markup);
  if (!m) throw new Error(`not an svg: ${markup}`);
  return [m[1], m[2]];
}
/** React writes `<path …></path>`, the sprite `<path …/>`. */
const selfClosed = (markup: string) => markup.replace(/<(\w+)([^>]*)><\/\1>/g, "<$1$2/>");

/** The sprite's icons draw what lucide draws (decision 452). */
describe("icons from the sprite", () => {
  const cases: Array<[string, Record<string, unknown>]> = [
    ["decorative with a class", { className: "size-5 shrink-0" }],
    ["hidden explicitly", { "aria-hidden": "true", className: "size-4" }],
    ["labelled", { "aria-label": "Telefon", role: "img" }],
    ["no props", {}],
  ];
  for (const data of [phone, house]) {
    for (const [name, props] of cases) {
      it(`${data.name}, ${name}: lucide's <svg>, holding a <use> of its symbol`, () => {
        const Icon = spriteIcon(data.name, classesOf(data));
        const [ourOpen, ourInner] = split(renderToStaticMarkup(createElement(Icon, props)));
        const [theirOpen] = split(renderToStaticMarkup(createElement(lucideCreate(data), props)));
        expect(ourOpen).toBe(theirOpen);
        expect(ourInner).toBe(`<use href="${SPRITE_URL}#${data.name}"></use>`);
      });
    }
    it(`${data.name}: the sprite's symbol holds lucide's shapes`, () => {
      const [, theirInner] = split(renderToStaticMarkup(createElement(lucideCreate(data))));
      const symbol = new RegExp(`<symbol id="${data.name}" viewBox="0 0 24 24">(.*?)</symbol>`);
      expect(symbol.exec(spriteOf([data]))?.[1]).toBe(selfClosed(theirInner));
    });
  }

  it("the sprite lists every icon the application imports, old names included", () => {
    const names = iconsImported();
    expect(names).toContain("map-pin");
    expect(names).toContain("shield-alert");
    expect(names).toEqual([...new Set(names)].sort());
  });
});
