/**
 * Page metadata from the inspected (bounded) body: <title>, meta description, canonical link, and
 * Open Graph og:title / og:description / og:url as fallbacks. Regular expressions over at most the
 * evidence body bound; attributes may come in any order and either quote.
 */
export interface PageMetadata {
  title: string | null;
  description: string | null;
  canonicalUrl: string | null;
}

const MAX_FIELD = 1000;

export function pageMetadata(html: string, baseUrl: string): PageMetadata {
  const metas = tags(html, "meta");
  const links = tags(html, "link");
  const meta = (key: string) => metas.find((a) => (a.name ?? a.property ?? "").toLowerCase() === key)?.content ?? null;
  const titleTag = /<title[^>]*>([\s\S]*?)<\/title\s*>/i.exec(html)?.[1];
  const canonical = links.find((a) => (a.rel ?? "").toLowerCase().split(/\s+/).includes("canonical"))?.href ?? meta("og:url");
  return {
    title: clean(titleTag ?? meta("og:title")),
    description: clean(meta("description") ?? meta("og:description")),
    canonicalUrl: absolute(clean(canonical), baseUrl),
  };
}

function tags(html: string, name: string): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  const re = new RegExp(`<${name}\\b([^>]*)>`, "gi");
  for (let m = re.exec(html); m && out.length < 500; m = re.exec(html)) {
    const attrs: Record<string, string> = {};
    const attr = /([a-zA-Z:-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+))/g;
    for (let a = attr.exec(m[1]); a; a = attr.exec(m[1])) attrs[a[1].toLowerCase()] = a[3] ?? a[4] ?? a[5] ?? "";
    out.push(attrs);
  }
  return out;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#39": "'", nbsp: " " };

function clean(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  const decoded = text
    .replace(/&(amp|lt|gt|quot|apos|#39|nbsp);/g, (_, e: string) => ENTITIES[e])
    .replace(/\s+/g, " ")
    .trim();
  return decoded ? decoded.slice(0, MAX_FIELD) : null;
}

function absolute(href: string | null, base: string): string | null {
  if (!href) return null;
  try {
    return new URL(href, base).href;
  } catch {
    return null;
  }
}
