// `npm run icons`: writes app/ui/icons/icons.svg, the sprite every page's icons point into, from
// the installed lucide-react. The browser then downloads icon shapes once, as a cached image,
// instead of as JavaScript on every page (issue 14: landing ≤ 120 KB of gzip JS).
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { icons } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ICON_NAMES, type IconName } from "../app/ui/icons/names";

export const SPRITE_PATH = fileURLToPath(new URL("../app/ui/icons/icons.svg", import.meta.url));

const pascal = (name: string) =>
  name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, char: string) => char.toUpperCase());

/** The shapes inside Lucide's <svg> for one icon, as Lucide itself renders them. */
function shapesOf(name: IconName): string {
  const component = icons[pascal(name) as keyof typeof icons];
  if (!component) throw new Error(`lucide-react has no icon named "${name}"`);
  const svg = renderToStaticMarkup(createElement(component));
  const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(svg);
  if (!inner?.[1]) throw new Error(`unexpected markup for "${name}": ${svg.slice(0, 80)}`);
  return inner[1];
}

/** The sprite: one <symbol id="name"> per icon, in ICON_NAMES order. */
export function iconSprite(): string {
  const symbols = ICON_NAMES.map(
    (name) => `<symbol id="${name}" viewBox="0 0 24 24">${shapesOf(name)}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SPRITE_PATH, iconSprite());
  console.log(`${ICON_NAMES.length} ícones em ${SPRITE_PATH}`);
}
