/** Themes: the applied theme, any theme of the store for preview, and a theme's pages of sections. */
import { and, asc, eq } from "drizzle-orm";
import type { AllPagesResponse, Theme, ThemePage, ThemeSection } from "../../contract/types";
import type { Db } from "../../db/client";
import { themePages, themeSectionPreviews, themes } from "../../db/schema";
import { notFound } from "../../http/errors";

type ThemeRow = typeof themes.$inferSelect;
type PageRow = typeof themePages.$inferSelect;

/** The store whose themes are asked for. */
interface ThemeOwner {
  applicationId: string;
  companyId: number;
}

function toTheme(row: ThemeRow, companyId: number): Theme {
  return {
    _id: row.id,
    name: row.name,
    version: row.version,
    applied: row.applied,
    is_private: true,
    application_id: row.applicationId,
    company_id: companyId,
    theme_type: row.themeType,
    tags: [],
    styles: row.styles,
    font: row.font as Theme["font"],
    config: row.config as Theme["config"],
    assets: { umd_js: { links: [] }, common_js: { link: "" }, css: { links: [] } },
    available_sections: row.availableSections as Theme["available_sections"],
    meta: row.meta as Theme["meta"],
    src: "",
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toPage(row: PageRow): ThemePage {
  return {
    _id: row.id,
    value: row.value,
    text: row.text,
    path: row.path,
    type: row.type as ThemePage["type"],
    theme: row.themeId,
    props: row.props,
    seo: row.seo,
    sections: row.sections as ThemeSection[],
    sections_meta: row.sectionsMeta,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A theme of this application (any theme for preview, not only the applied one). */
async function findTheme(db: Db, applicationId: string, themeId: string): Promise<ThemeRow> {
  const [row] = await db
    .select()
    .from(themes)
    .where(and(eq(themes.applicationId, applicationId), eq(themes.id, themeId)))
    .limit(1);
  if (!row) throw notFound("Theme not found");
  return row;
}

export async function appliedTheme(db: Db, owner: ThemeOwner): Promise<Theme> {
  const [row] = await db
    .select()
    .from(themes)
    .where(and(eq(themes.applicationId, owner.applicationId), eq(themes.applied, true)))
    .limit(1);
  if (!row) throw notFound("No theme is applied to this application");
  return toTheme(row, owner.companyId);
}

export async function previewTheme(db: Db, owner: ThemeOwner, themeId: string): Promise<Theme> {
  return toTheme(await findTheme(db, owner.applicationId, themeId), owner.companyId);
}

export async function themePagesOf(db: Db, applicationId: string, themeId: string): Promise<AllPagesResponse> {
  const theme = await findTheme(db, applicationId, themeId);
  const rows = await db
    .select()
    .from(themePages)
    .where(eq(themePages.themeId, theme.id))
    .orderBy(asc(themePages.value));
  return { pages: rows.map(toPage) };
}

/**
 * A page of a theme; with `sectionPreviewHash`, the page with the sections of that preview draft
 * (the editor's unsaved changes, service/modules/theme/editing.ts) instead of the saved ones.
 */
export async function themePage(
  db: Db,
  applicationId: string,
  themeId: string,
  pageValue: string,
  sectionPreviewHash?: string,
): Promise<ThemePage> {
  const theme = await findTheme(db, applicationId, themeId);
  const [row] = await db
    .select()
    .from(themePages)
    .where(and(eq(themePages.themeId, theme.id), eq(themePages.value, pageValue)))
    .limit(1);
  if (!row) throw notFound(`Page ${pageValue} not found in theme`);
  if (!sectionPreviewHash) return toPage(row);
  const [draft] = await db
    .select({ sections: themeSectionPreviews.sections })
    .from(themeSectionPreviews)
    .where(
      and(
        eq(themeSectionPreviews.hash, sectionPreviewHash),
        eq(themeSectionPreviews.themeId, theme.id),
        eq(themeSectionPreviews.pageValue, pageValue),
      ),
    )
    .limit(1);
  if (!draft) throw notFound("Section preview not found");
  return { ...toPage(row), sections: draft.sections as ThemeSection[] };
}
