/**
 * The editor preview protocol (spec part 1 §4 "Preview events from the editor", decision 32): the
 * window messages between a theme editor (the parent window: the platform's editor at one of
 * EDITOR_ORIGINS, or the built-in one at /_editor) and the storefront framed in edit or preview mode.
 * One module for both sides: each message is checked with zod (the small `zod/v4-mini` build, since
 * the frame's side goes to the browser) and anything else — another protocol's message, a malformed
 * one, one from an origin not allowed — is ignored. Pure: no DOM, no I/O.
 */
import * as z from "zod/v4-mini";

/** Every message carries this tag, so other window messages (extensions, tag managers) are told apart. */
export const EDITOR_PROTOCOL = "vitrine-editor/1";

/** A section's place in the page's list of sections (0-based). */
const sectionIndex = z.number().check(z.int(), z.minimum(0), z.maximum(99));
const sectionName = z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,63}$/));
/** Extension assets are fetched without credentials; only http(s) addresses are taken. */
const assetUrl = z.string().check(z.maxLength(2_000), z.regex(/^https?:\/\/\S+$/));
const colour = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/));

const tagged = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.object({ protocol: z.literal(EDITOR_PROTOCOL), ...shape });

/** What the editor (parent) sends to the frame. */
const editorMessageSchema = z.discriminatedUnion("type", [
  /** A section is picked up: sections shrink to at most 50vh so the page can be seen whole. */
  tagged({ type: z.literal("drag-start") }),
  /** The dragged section is over this place. */
  tagged({ type: z.literal("dragging"), index: sectionIndex }),
  /** Dropped: sections get their 100vh back. */
  tagged({ type: z.literal("drag-end") }),
  /** A section chosen in the editor: the frame scrolls to it and marks it. */
  tagged({ type: z.literal("select"), index: sectionIndex }),
  /** A section added at `index`: its extension script and stylesheet (if any) load first. */
  tagged({
    type: z.literal("add"),
    name: sectionName,
    index: sectionIndex,
    assets: z.optional(z.object({ js: z.optional(assetUrl), css: z.optional(assetUrl) })),
  }),
  /** The page's sections changed: the frame shows the draft saved under this hash. */
  tagged({ type: z.literal("update"), sectionPreviewHash: z.string().check(z.regex(/^[a-f0-9]{32}$/)) }),
  /** The body font (a family name; the theme's own font rules apply). */
  tagged({ type: z.literal("font"), family: z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,59}$/)) }),
  /** The theme's global colours (section config) while they are edited. */
  tagged({
    type: z.literal("section-config"),
    colors: z.partial(
      z.object({
        primary_color: colour,
        secondary_color: colour,
        accent_color: colour,
        link_color: colour,
        button_secondary_color: colour,
        bg_color: colour,
      }),
    ),
  }),
  /** The editor's viewport: mobile, tablet or desktop. */
  tagged({ type: z.literal("viewport"), viewport: z.enum(["mobile", "tablet", "desktop"]) }),
]);

/** What the frame sends to the editor. */
const frameMessageSchema = z.discriminatedUnion("type", [
  /** After each navigation (and on load): the page shown, by path, page type and slug. */
  tagged({
    type: z.literal("navigated"),
    path: z.string().check(z.maxLength(2_000), z.regex(/^\//)),
    pageType: z.string().check(z.regex(/^[a-z-]{1,40}$/)),
    slug: z.nullable(z.string().check(z.maxLength(200))),
  }),
]);

export type EditorMessage = z.infer<typeof editorMessageSchema>;
type FrameMessage = z.infer<typeof frameMessageSchema>;

/** Distributes Omit over a union (each message keeps its own fields). */
type WithoutProtocol<T> = T extends unknown ? Omit<T, "protocol"> : never;

/** A message as sent: the protocol tag added. */
export const editorMessage = (message: WithoutProtocol<EditorMessage>): EditorMessage => ({
  ...message,
  protocol: EDITOR_PROTOCOL,
});
export const frameMessage = (message: WithoutProtocol<FrameMessage>): FrameMessage => ({
  ...message,
  protocol: EDITOR_PROTOCOL,
});

/**
 * Whether a message's origin may drive the frame (or answer the editor): exactly one of the
 * configured editor origins, or the page's own origin (the built-in editor). No prefixes, no
 * wildcards; an opaque origin ("null") never.
 */
export function isTrustedOrigin(origin: string, allowed: readonly string[], ownOrigin: string): boolean {
  if (!origin || origin === "null") return false;
  return origin === ownOrigin || allowed.includes(origin);
}

/** The message if it comes from a trusted origin and is one of the editor's; otherwise null. */
export function readEditorMessage(
  event: { origin: string; data: unknown },
  allowed: readonly string[],
  ownOrigin: string,
): EditorMessage | null {
  if (!isTrustedOrigin(event.origin, allowed, ownOrigin)) return null;
  const parsed = editorMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

/** The frame's message if it comes from the frame's origin and is one of the protocol's; otherwise null. */
export function readFrameMessage(event: { origin: string; data: unknown }, frameOrigin: string): FrameMessage | null {
  if (event.origin !== frameOrigin) return null;
  const parsed = frameMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

/** The storefront URL of a page with the edit flags (spec §2.4) and, when given, a section preview draft. */
export function editModeUrl(path: string, sectionPreviewHash?: string | null): string {
  const url = new URL(path, "http://frame.invalid");
  url.searchParams.set("isEdit", "true");
  if (sectionPreviewHash) url.searchParams.set("sectionPreviewHash", sectionPreviewHash);
  else url.searchParams.delete("sectionPreviewHash");
  return url.pathname + url.search;
}

/** The query's edit or preview flags (spec §2.4): `isEdit=true`, `isPreview`, `sectionPreviewHash`. */
export function editorFlags(searchParams: URLSearchParams): { edit: boolean; sectionPreviewHash: string | null } {
  const hash = searchParams.get("sectionPreviewHash");
  const isPreview = searchParams.get("isPreview");
  const validHash = hash && /^[a-f0-9]{32}$/.test(hash) ? hash : null;
  return {
    edit: searchParams.get("isEdit") === "true" || (isPreview !== null && isPreview !== "false") || validHash !== null,
    sectionPreviewHash: validHash,
  };
}
