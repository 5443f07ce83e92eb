/**
 * A storefront path's page type and slug (spec §2.3 read backwards), for the editor frame. A module
 * of its own: in links.ts, which the shell loads, it would travel to every shopper.
 */
import { PAGE_PATHS } from "./links";

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The page type and slug a storefront path shows (spec §2.3 read backwards): the template that
 * matches the whole path with the most segments wins; nothing matching is home. The slug is the
 * template's parameter (a product's slug, a blog post's, a department…), or null.
 */
export function pageOfPath(path: string): { type: string; slug: string | null } {
  const segments = path.split(/[?#]/)[0].split("/").filter(Boolean);
  let best: { type: string; slug: string | null; length: number } = { type: "home", slug: null, length: -1 };
  for (const [type, template] of Object.entries(PAGE_PATHS)) {
    const parts = template.split("/").filter(Boolean);
    let slug: string | null = null;
    let matched = 0;
    for (const [index, part] of parts.entries()) {
      const param = /^\{\w+(\?)?\}$/.exec(part);
      const segment = segments[index];
      if (segment === undefined) {
        if (!param?.[1]) matched = -1;
        break;
      }
      if (param) slug = decodedSegment(segment);
      else if (segment !== part) {
        matched = -1;
        break;
      }
      matched++;
    }
    if (matched === segments.length && matched > best.length) best = { type, slug, length: matched };
  }
  return { type: best.type, slug: best.slug };
}
