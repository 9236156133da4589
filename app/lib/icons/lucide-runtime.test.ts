import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
// lucide's own runtime and icon data, imported by path so the build's plugin does not apply.
import lucideCreate from "lucide-react/dist/esm/createLucideIcon.mjs";
import * as houseModule from "lucide-react/dist/esm/icons/house.mjs";
import * as phoneModule from "lucide-react/dist/esm/icons/phone.mjs";
import createLucideIcon from "./lucide-runtime";

type IconModule = { __iconData: Parameters<typeof createLucideIcon>[0] & { name: string } };
const house = (houseModule as unknown as IconModule).__iconData;
const phone = (phoneModule as unknown as IconModule).__iconData;

/** The stand-in must render exactly what lucide renders for the props this site uses (decision 155). */
describe("small lucide runtime", () => {
  const cases: Array<[string, Record<string, unknown>]> = [
    ["decorative with a class", { className: "size-5 shrink-0" }],
    ["hidden explicitly", { "aria-hidden": "true", className: "size-4" }],
    ["labelled", { "aria-label": "Telefon", role: "img" }],
    ["no props", {}],
  ];
  for (const data of [phone, house]) {
    for (const [name, props] of cases) {
      it(`${data.name}: ${name}`, () => {
        const ours = renderToStaticMarkup(createElement(createLucideIcon(data), props));
        const theirs = renderToStaticMarkup(createElement(lucideCreate(data), props));
        expect(ours).toBe(theirs);
      });
    }
  }
});
