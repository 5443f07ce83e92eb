/**
 * What the theme editor writes (the admin API, service/admin/routes.ts): a page's sections, the
 * theme's global colours, custom props and font, and section preview drafts; and the store's themes
 * it can open (the applied one and those only previewed). Saving a theme or a page
 * bumps the store's revision (migration 0025's triggers), which empties every storefront process's
 * caches when the transaction commits; a draft changes nothing a shopper sees.
 */
import { createHash } from "node:crypto";
import { and, asc, desc, eq, lt, sql } from "drizzle-orm";
import type { ThemeConfigEntry, ThemePage, ThemeSection } from "../../contract/types";
import type { Db, Tx } from "../../db/client";
import { themePages, themeSectionPreviews, themes } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { toPage } from "./themes";
import type { globalConfigBody, pageSectionsBody } from "./validators";
import type { z } from "zod";

type PageSections = z.infer<typeof pageSectionsBody>["sections"];
type GlobalConfig = z.infer<typeof globalConfigBody>;

/** How long a section preview draft is kept (the editor makes a new one for every change). */
const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** An application's themes, the applied one first, then by name. */
export async function applicationThemes(
  db: Db,
  applicationId: string,
): Promise<{ themes: { _id: string; name: string; applied: boolean }[] }> {
  const rows = await db
    .select({ id: themes.id, name: themes.name, applied: themes.applied })
    .from(themes)
    .where(eq(themes.applicationId, applicationId))
    .orderBy(desc(themes.applied), asc(themes.name), asc(themes.id));
  return { themes: rows.map((row) => ({ _id: row.id, name: row.name, applied: row.applied })) };
}

async function lockTheme(tx: Tx, themeId: string) {
  const [row] = await tx.select().from(themes).where(eq(themes.id, themeId)).for("update").limit(1);
  if (!row) throw notFound("Theme not found");
  return row;
}

/**
 * The sections checked against the theme's own section definitions: a name it does not define is
 * refused, except an extension's section (its definition is the extension's, spec §2.5).
 */
function checkedSections(availableSections: unknown[], sections: PageSections): ThemeSection[] {
  const known = new Set(availableSections.map((definition) => (definition as { name?: string }).name));
  const errors: Record<string, string[]> = {};
  sections.forEach((section, index) => {
    if (!known.has(section.name) && section.__source?.type !== "extension")
      errors[`sections.${index}.name`] = [`${section.name} is not a section of this theme`];
  });
  if (Object.keys(errors).length) throw new ApiError(400, "Invalid request: sections", errors);
  return sections;
}

async function lockPage(tx: Tx, themeId: string, pageValue: string) {
  const theme = await lockTheme(tx, themeId);
  const [page] = await tx
    .select({ value: themePages.value })
    .from(themePages)
    .where(and(eq(themePages.themeId, themeId), eq(themePages.value, pageValue)))
    .limit(1);
  if (!page) throw notFound(`Page ${pageValue} not found in theme`);
  return theme;
}

/** Saves a page's sections, in the given order. */
export async function savePageSections(
  db: Db,
  themeId: string,
  pageValue: string,
  sections: PageSections,
): Promise<ThemePage> {
  return db.transaction(async (tx) => {
    const theme = await lockPage(tx, themeId, pageValue);
    const [row] = await tx
      .update(themePages)
      .set({ sections: checkedSections(theme.availableSections, sections), updatedAt: sql`now()` })
      .where(and(eq(themePages.themeId, themeId), eq(themePages.value, pageValue)))
      .returning();
    await tx
      .update(themes)
      .set({ updatedAt: sql`now()` })
      .where(eq(themes.id, themeId));
    return toPage(row);
  });
}

/** Saves the global colours and custom props of the theme's current config, and its font. */
export async function saveGlobalConfig(db: Db, themeId: string, input: GlobalConfig) {
  return db.transaction(async (tx) => {
    const theme = await lockTheme(tx, themeId);
    const config = structuredClone(theme.config) as { current: string; list: ThemeConfigEntry[] };
    const current = config.list.find((entry) => entry.name === config.current);
    if (!current) throw new ApiError(409, `The theme's current config ${config.current} is missing`);
    const globals = current.global_config;
    if (input.colors) globals.static.props.colors = { ...globals.static.props.colors, ...input.colors };
    if (input.custom) globals.custom.props = { ...globals.custom.props, ...input.custom };
    const [row] = await tx
      .update(themes)
      .set({ config, ...(input.font ? { font: input.font } : {}), updatedAt: sql`now()` })
      .where(eq(themes.id, themeId))
      .returning({ config: themes.config, font: themes.font, updatedAt: themes.updatedAt });
    return { _id: themeId, config: row.config, font: row.font, updated_at: row.updatedAt.toISOString() };
  });
}

/**
 * Keeps a draft of a page's sections and names it by its content (the same draft, the same hash):
 * the page call answers it for `section_preview_hash`. Drafts older than a day are dropped.
 */
export async function createSectionPreview(
  db: Db,
  themeId: string,
  pageValue: string,
  sections: PageSections,
  now = Date.now(),
): Promise<{ section_preview_hash: string }> {
  return db.transaction(async (tx) => {
    const theme = await lockPage(tx, themeId, pageValue);
    const checked = checkedSections(theme.availableSections, sections);
    const hash = createHash("sha256")
      .update(JSON.stringify([themeId, pageValue, checked]))
      .digest("hex")
      .slice(0, 32);
    await tx.delete(themeSectionPreviews).where(lt(themeSectionPreviews.createdAt, new Date(now - DRAFT_LIFETIME_MS)));
    await tx
      .insert(themeSectionPreviews)
      .values({ hash, themeId, pageValue, sections: checked })
      .onConflictDoUpdate({ target: themeSectionPreviews.hash, set: { createdAt: new Date(now) } });
    return { section_preview_hash: hash };
  });
}
