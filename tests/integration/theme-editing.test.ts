/**
 * The theme editor's writes through the admin API (service/admin/routes.ts, modules/theme/editing.ts)
 * over a real database: off without ADMIN_TOKEN and refused with a wrong one; a page's sections saved
 * (validated, in order, unknown sections refused) and served by the public page call; global colours
 * and font saved; section preview drafts answered for `section_preview_hash` while the saved page is
 * untouched; and a save (not a draft) notifies the change the storefront's caches empty on.
 */
import { describe, expect, it, vi } from "vitest";
import { handleDataRequest } from "../../app/entry.server";
import { homeLoader } from "../../app/home.server";
import { createServiceApp } from "../../service/app";
import { createSectionPreview } from "../../service/modules/theme/editing";
import type { Theme, ThemePage, ThemeSection } from "../../service/contract/types";
import { drivers, settle, signedRequest, until, useTestService } from "./helpers";
import { STOREFRONT_ORIGIN, storefrontContext } from "./storefront-helpers";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "integration-session-secret-not-for-production";
});

const TOKEN = "theme-editor-secret-for-tests";

describe.each(drivers)("theme editing on %s", (driver) => {
  const runtime = useTestService(driver);
  const admin = (path: string, init: { method: string; body?: unknown; token?: string }) =>
    createServiceApp({ db: runtime().database.db, adminToken: TOKEN }).request(`/service/admin${path}`, {
      method: init.method,
      headers: { authorization: `Bearer ${init.token ?? TOKEN}`, "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const call = async <T>(path: string) => {
    const response = await runtime().app.fetch(signedRequest(path));
    return { status: response.status, body: (await response.json()) as T };
  };
  const applied = async () => (await call<Theme>("/service/application/theme/v2.0/applied-theme")).body;
  const home = async (themeId: string, hash?: string) =>
    call<ThemePage>(`/service/application/theme/v1.0/${themeId}/home${hash ? `?section_preview_hash=${hash}` : ""}`);

  it("is off without a token and refuses a wrong one", async () => {
    const theme = await applied();
    const off = createServiceApp({ db: runtime().database.db });
    const refused = await off.request(`/service/admin/themes/${theme._id}/pages/home/sections`, {
      method: "PUT",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(refused.status).toBe(403);
    const wrong = await admin(`/themes/${theme._id}/pages/home/sections`, {
      method: "PUT",
      body: { sections: [] },
      token: "nope",
    });
    expect(wrong.status).toBe(401);
  });

  it("saves a page's sections in order, refuses invalid ones, and notifies the change", async () => {
    const theme = await applied();
    const before = (await home(theme._id)).body.sections;
    expect(before.length).toBeGreaterThan(2);
    let heard = 0;
    await runtime().onCatalogueChange(() => heard++);

    const unknown = await admin(`/themes/${theme._id}/pages/home/sections`, {
      method: "PUT",
      body: { sections: [{ name: "no-such-section", props: {} }] },
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { errors: Record<string, string[]> }).errors["sections.0.name"]).toEqual([
      "no-such-section is not a section of this theme",
    ]);
    const malformed = await admin(`/themes/${theme._id}/pages/home/sections`, {
      method: "PUT",
      body: { sections: [{ name: "hero-image", props: { heading: "plain string" } }] },
    });
    expect(malformed.status).toBe(400);
    expect(Object.keys(((await malformed.json()) as { errors: object }).errors)).toEqual(["sections.0.props.heading"]);
    await settle();
    expect(heard).toBe(0);

    const hero = before.find((section) => section.name === "hero-image")!;
    const edited: ThemeSection[] = [
      before[1],
      { ...hero, props: { ...hero.props, heading: { type: "text", value: "Saved by the editor" } } },
      ...before.filter((section, index) => index !== 1 && section !== hero),
    ];
    const saved = await admin(`/themes/${theme._id}/pages/home/sections`, {
      method: "PUT",
      body: { sections: edited },
    });
    expect(saved.status).toBe(200);
    await until(() => heard >= 1);
    const after = (await home(theme._id)).body.sections;
    expect(after.map((section) => section.name)).toEqual(edited.map((section) => section.name));
    expect(after[1].props.heading.value).toBe("Saved by the editor");
    expect(after[1].predicate).toEqual(hero.predicate);
    // An extension's section (not one of the theme's definitions) is kept with its source and assets.
    const extension = before.find((section) => section.__source?.type === "extension");
    expect(extension).toBeDefined();
    expect(after.find((section) => section.name === extension!.name)).toMatchObject({
      __source: extension!.__source,
      assets: extension!.assets,
    });

    const missing = await admin(`/themes/${theme._id}/pages/no-such-page/sections`, {
      method: "PUT",
      body: { sections: [] },
    });
    expect(missing.status).toBe(404);
  });

  it("answers a section preview draft for its hash and leaves the saved page alone", async () => {
    const theme = await applied();
    const saved = (await home(theme._id)).body.sections;
    let heard = 0;
    await runtime().onCatalogueChange(() => heard++);
    const draft = [...saved].reverse();
    const created = await admin(`/themes/${theme._id}/pages/home/section-previews`, {
      method: "POST",
      body: { sections: draft },
    });
    expect(created.status).toBe(200);
    const { section_preview_hash } = (await created.json()) as { section_preview_hash: string };
    expect(section_preview_hash).toMatch(/^[a-f0-9]{32}$/);
    // The same draft, the same hash.
    const again = await admin(`/themes/${theme._id}/pages/home/section-previews`, {
      method: "POST",
      body: { sections: draft },
    });
    expect(((await again.json()) as { section_preview_hash: string }).section_preview_hash).toBe(section_preview_hash);

    const previewed = await home(theme._id, section_preview_hash);
    expect(previewed.body.sections.map((section) => section.name)).toEqual(draft.map((section) => section.name));
    expect((await home(theme._id)).body.sections.map((section) => section.name)).toEqual(
      saved.map((section) => section.name),
    );
    expect((await home(theme._id, "0".repeat(32))).status).toBe(404);
    expect((await home(theme._id, "not-a-hash")).status).toBe(400);
    await settle();
    expect(heard).toBe(0);
  });

  it("lists an application's themes, the applied one first, and writes a non-applied theme's page", async () => {
    const theme = await applied();
    const listed = await admin(`/themes?application_id=${theme.application_id}`, { method: "GET" });
    expect(listed.status).toBe(200);
    const { themes } = (await listed.json()) as { themes: { _id: string; name: string; applied: boolean }[] };
    expect(themes[0]).toEqual({ _id: theme._id, name: theme.name, applied: true });
    const other = themes.find((candidate) => !candidate.applied)!;
    expect(other.name).toBe("Vitrine Night");
    expect((await admin(`/themes?application_id=${"f".repeat(24)}`, { method: "GET" })).status).toBe(200);
    expect((await admin("/themes?application_id=nope", { method: "GET" })).status).toBe(400);
    expect((await admin("/themes", { method: "GET", token: "nope" })).status).toBe(401);

    // The editor's save of the other theme's page: that theme changes, the applied one does not.
    const appliedBefore = (await home(theme._id)).body.sections;
    const night = (await home(other._id)).body.sections;
    const reordered = [...night].reverse();
    expect(
      (await admin(`/themes/${other._id}/pages/home/sections`, { method: "PUT", body: { sections: reordered } }))
        .status,
    ).toBe(200);
    expect((await home(other._id)).body.sections.map((s) => s.name)).toEqual(reordered.map((s) => s.name));
    expect((await home(theme._id)).body.sections).toEqual(appliedBefore);
  });

  it("saves global colours and the font of the current config", async () => {
    const theme = await applied();
    const bad = await admin(`/themes/${theme._id}/global-config`, {
      method: "PUT",
      body: { colors: { primary_color: "red" } },
    });
    expect(bad.status).toBe(400);
    const saved = await admin(`/themes/${theme._id}/global-config`, {
      method: "PUT",
      body: {
        colors: { primary_color: "#112233" },
        font: { family: "Inter", variants: { regular: { name: "Inter", file: "" } } },
      },
    });
    expect(saved.status).toBe(200);
    const after = await applied();
    const current = after.config.list.find((entry) => entry.name === after.config.current)!;
    expect(current.global_config.static.props.colors.primary_color).toBe("#112233");
    const previous = theme.config.list.find((entry) => entry.name === theme.config.current)!;
    expect(current.global_config.static.props.colors.bg_color).toBe(
      previous.global_config.static.props.colors.bg_color,
    );
    expect(after.font.family).toBe("Inter");
  });
});

describe("the storefront in edit mode (PGlite)", () => {
  const runtime = useTestService("pglite");
  const home = (query = "") =>
    homeLoader({
      request: new Request(`${STOREFRONT_ORIGIN}/${query}`),
      context: storefrontContext(runtime()),
      params: {},
    });

  it("renders the home page from a section preview draft named in the query", async () => {
    const saved = await home();
    const [theme] = await runtime().database.db.query.themes.findMany({ where: (t, { eq }) => eq(t.applied, true) });
    const { section_preview_hash } = await createSectionPreview(runtime().database.db, theme.id, "home", [
      { name: "hero-image", label: "Hero", props: { heading: { type: "text", value: "Drafted" } }, blocks: [] },
    ]);
    const drafted = await home(`?isEdit=true&sectionPreviewHash=${section_preview_hash}`);
    expect(drafted.sections.sections.map((section) => section.name)).toEqual(["hero-image"]);
    // Edit mode: every section live, the draft's view in the loader data.
    expect(drafted.sections.all).toBe(true);
    expect(JSON.stringify(drafted.sections.sections[0].view)).toContain("Drafted");
    expect((await home()).sections.sections.map((section) => section.name)).toEqual(
      saved.sections.sections.map((s) => s.name),
    );
  });

  it("keeps edit and preview responses out of every cache", () => {
    const answer = (query: string) =>
      handleDataRequest(new Response("{}", { headers: { "Cache-Control": "public, max-age=30" } }), {
        request: new Request(`${STOREFRONT_ORIGIN}/_root.data${query}`),
      }).headers.get("Cache-Control");
    expect(answer("?isEdit=true")).toBe("private, no-store");
    expect(answer("?isPreview=true")).toBe("private, no-store");
    expect(answer(`?sectionPreviewHash=${"a".repeat(32)}`)).toBe("private, no-store");
    expect(answer("")).toBe("public, max-age=30");
  });
});
