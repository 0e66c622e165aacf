import Handlebars from "handlebars";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { assetRoot } from "../paths";

const TEMPLATE_DIR = join(assetRoot(), "templates");
const cache = new Map<string, Handlebars.TemplateDelegate>();

/**
 * Renders a whole-file template. Templates compute nothing: every value arrives final, JSON
 * literals already stringified. `strict` makes a missing field an error instead of an empty string.
 */
export function render(name: string, view: object): string {
  let template = cache.get(name);
  if (!template) {
    const source = readFileSync(join(TEMPLATE_DIR, name), "utf8");
    template = Handlebars.compile(source, { noEscape: true, strict: true });
    cache.set(name, template);
  }
  return template(view);
}
