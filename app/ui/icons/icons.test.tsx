// The icon sprite and the <Icon> that points into it.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { iconSprite, SPRITE_PATH } from "../../../scripts/icons";
import { Icon } from "./icon";
import { ICON_NAMES } from "./names";

const APP = path.resolve(__dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry) && !entry.includes(".test.") ? [full] : [];
  });
}

describe("icon sprite", () => {
  it("is what `npm run icons` writes from the installed lucide-react", () => {
    expect(readFileSync(SPRITE_PATH, "utf8")).toBe(iconSprite());
  });

  it("holds one symbol per name, and every name is drawn somewhere in the app", () => {
    const sprite = readFileSync(SPRITE_PATH, "utf8");
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual([...ICON_NAMES]);
    const code = sources(APP)
      .filter((file) => !file.includes(`${path.sep}icons${path.sep}`))
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    const unused = ICON_NAMES.filter((name) => !code.includes(`"${name}"`));
    expect(unused).toEqual([]);
  });
});

describe("Icon", () => {
  it("points into the sprite and is hidden from screen readers by default", () => {
    const markup = renderToStaticMarkup(<Icon name="lock" className="size-4" />);
    expect(markup).toMatch(/<use href="[^"]*icons[^"]*\.svg[^"#]*#lock"/);
    expect(markup).toContain('aria-hidden="true"');
    expect(markup).toContain('class="lucide lucide-lock size-4"');
    expect(markup).toContain('stroke="currentColor"');
  });

  it("is announced when it has a label", () => {
    const markup = renderToStaticMarkup(<Icon name="lock" aria-label="bloqueado" />);
    expect(markup).toContain('aria-label="bloqueado"');
    expect(markup).not.toContain("aria-hidden");
  });
});
