import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

type IconNode = [tag: string, attrs: Record<string, string | number>, children?: IconNode[]];
interface IconData {
  name: string;
  node: IconNode[];
  aliases?: unknown[];
}

const ROOT = import.meta.dirname;
const SOURCES = path.join(ROOT, "app");
const ICON_IMPORT = /["']lucide-react\/icons\/([a-z0-9-]+)["']/g;
const ICON_IMPORT_LINE =
  /^import ([A-Za-z_$][\w$]*) from ["']lucide-react\/icons\/([a-z0-9-]+)["'];?[ \t]*$/gm;
const ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([a-z0-9-]+)\.mjs$/;
const SPRITE_URL_MODULE = path.join(SOURCES, "lib/icons/sprite-url.ts");
const SPRITE_ICON_MODULE = path.join(SOURCES, "lib/icons/sprite-icon.ts");

/** Every icon the application's modules import (`lucide-react/icons/<name>`), tests aside, sorted. */
export function iconsImported(dir = SOURCES): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!/\.(ts|tsx)$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    for (const [, name] of readFileSync(path.join(dir, file), "utf8").matchAll(ICON_IMPORT))
      names.add(name);
  }
  return [...names].sort();
}

const escape = (value: string | number) =>
  String(value).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function drawNode([tag, attrs, children]: IconNode): string {
  const list = Object.entries(attrs)
    .filter(([name]) => name !== "key")
    .map(([name, value]) => ` ${kebab(name)}="${escape(value)}"`)
    .join("");
  const inner = (children ?? []).map(drawNode).join("");
  return inner ? `<${tag}${list}>${inner}</${tag}>` : `<${tag}${list}/>`;
}

/** The sprite: one `<symbol id="<name>">` per icon, holding lucide's shapes for it. */
export function spriteOf(icons: readonly IconData[]): string {
  const symbols = icons.map(
    (icon) =>
      `<symbol id="${icon.name}" viewBox="0 0 24 24">${icon.node.map(drawNode).join("")}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

/**
 * lucide's data for one icon (its name, shapes and aliases), from lucide-react's own module; an
 * old name's module (`shield-alert`) only re-exports the icon's current one, which is followed.
 */
async function iconData(name: string): Promise<IconData> {
  const mod = (await import(`lucide-react/icons/${name}`)) as { __iconData?: IconData };
  if (mod.__iconData) return mod.__iconData;
  const file = new URL(import.meta.resolve(`lucide-react/icons/${name}`));
  const renamed = /export \{ default \} from '\.\/([a-z0-9-]+)\.mjs'/.exec(
    readFileSync(file, "utf8"),
  );
  if (!renamed) throw new Error(`lucide-react/icons/${name} has no icon data`);
  return iconData(renamed[1]);
}

/** The arguments of app/lib/icons/sprite-icon.ts for an icon: its symbol's id and its classes. */
function iconArgs(data: IconData | undefined): string | null {
  if (!data) return null;
  const own = ["lucide", `lucide-${data.name}`];
  for (const alias of data.aliases ?? [])
    if (typeof alias === "string" && alias.trim()) own.push(`lucide-${alias}`);
  return `${JSON.stringify(data.name)}, ${JSON.stringify(own.join(" "))}`;
}

/**
 * Icons drawn from one cached SVG sprite instead of path data inside the scripts (decision 452).
 *
 * At the start of each build the application's sources are read for the icons they import;
 * their shapes become one sprite, `assets/icons-<hash>.svg`, which the client build emits.
 * Each `import X from "lucide-react/icons/<name>"` line of an application module becomes
 * `const X = spriteIcon("<name>", "<classes>")` in that module (app/lib/icons/sprite-icon.ts:
 * an `<svg>` as lucide draws it, holding `<use href="…/icons-<hash>.svg#<name>">`), and
 * app/lib/icons/sprite-url.ts becomes the sprite's address. Both bundles read the same sources,
 * so the browser and the server render the same address and the markup hydrates. A lucide
 * icon module reached some other way becomes the same call; one the sprite lacks (imported
 * from outside `app/`) fails the build rather than drawing nothing.
 *
 * Builds only: the development server pre-bundles lucide-react for the browser and leaves it
 * external on the server, so both sides use lucide's own runtime there and still agree.
 */
export function lucideSprite(): Plugin {
  let base = "/";
  let sprite = { fileName: "", source: "" };
  const icons = new Map<string, IconData>();
  return {
    name: "rib:lucide-sprite",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      icons.clear();
      for (const name of iconsImported()) icons.set(name, await iconData(name));
      const source = spriteOf([...new Map([...icons.values()].map((i) => [i.name, i])).values()]);
      const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8);
      sprite = { fileName: `assets/icons-${hash}.svg`, source };
    },
    transform(code, id) {
      // An application module's icon imports become calls in the module itself: an icon is a
      // few bytes now, and as a module of its own it needed a chunk of its own wherever two
      // page families shared it. Line for line, so the source maps stay right.
      const file = id.split("?")[0];
      if (!file.startsWith(SOURCES + path.sep) || !/\.tsx?$/.test(file)) return null;
      if (!code.includes("lucide-react/icons/")) return null;
      let imported = false;
      const out = code.replace(ICON_IMPORT_LINE, (line, local: string, name: string) => {
        const args = iconArgs(icons.get(name));
        if (!args) return line;
        const call = `const ${local} = /* @__PURE__ */ __spriteIcon(${args});`;
        if (imported) return call;
        imported = true;
        return `import __spriteIcon from ${JSON.stringify(SPRITE_ICON_MODULE)}; ${call}`;
      });
      return out === code ? null : { code: out, map: null };
    },
    load(id) {
      const file = id.split("?")[0];
      if (file === SPRITE_URL_MODULE)
        return `export const SPRITE_URL = ${JSON.stringify(base + sprite.fileName)};\n`;
      // An icon module imported some other way (from outside app/) still draws from the sprite.
      const match = ICON_MODULE.exec(file);
      if (!match) return null;
      const args = iconArgs(icons.get(match[1]));
      if (!args)
        this.error(
          `lucide-react/icons/${match[1]} is imported from outside app/: not in the sprite`,
        );
      return [
        `import spriteIcon from ${JSON.stringify(SPRITE_ICON_MODULE)};`,
        `export default /* @__PURE__ */ spriteIcon(${args});`,
      ].join("\n");
    },
    generateBundle() {
      if (this.environment.name === "client")
        this.emitFile({ type: "asset", fileName: sprite.fileName, source: sprite.source });
    },
  };
}
