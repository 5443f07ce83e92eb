import { describe, expect, it, beforeAll } from "vitest";
import { and, eq } from "drizzle-orm";
import { themePages } from "../../service/db/schema";
import { drivers, signedRequest, useTestService } from "./helpers";

/** getPage's `filters`, `url_params` and `company` (decision 35) over a real database. */
describe.each(drivers)("theme getPage filters on %s", (driver) => {
  const service = useTestService(driver);
  const call = async (path: string) => {
    const response = await service().app.fetch(signedRequest(path));
    return { status: response.status, body: await response.json() };
  };
  let base = "";
  let company = 0;

  beforeAll(async () => {
    const { body: theme } = await call("/service/application/theme/v2.0/applied-theme");
    base = `/service/application/theme/v1.0/${theme._id}/summer-edit`;
    company = theme.company_id;
    // Three sections, one predicate each: hidden on phones, only with ?tag=x, only for signed-in shoppers.
    const [row] = await service()
      .database.db.select()
      .from(themePages)
      .where(and(eq(themePages.themeId, theme._id), eq(themePages.value, "summer-edit")));
    const sections = (row.sections as { name: string; predicate?: unknown }[]).slice(0, 3);
    sections[0].predicate = { screen: { mobile: false, tablet: true, desktop: true } };
    sections[1].predicate = { route: { selected: "query", query: { tag: "x" } } };
    sections[2].predicate = { user: { authenticated: true, anonymous: false } };
    await service().database.db.update(themePages).set({ sections }).where(eq(themePages.id, row.id));
  });

  const names = async (query: string) => {
    const { status, body } = await call(`${base}?${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.sections.map((s: { predicate?: object }) => Object.keys(s.predicate ?? {})[0] ?? "none");
  };
  const filters = (value: object) => `filters=${encodeURIComponent(JSON.stringify(value))}`;

  it("returns every section without filters, or with filters=true", async () => {
    expect(await names("")).toEqual(["screen", "route", "user"]);
    expect(await names("filters=true")).toEqual(["screen", "route", "user"]);
  });

  it("filters by each given fact only", async () => {
    expect(await names(filters({ screen: "mobile" }))).toEqual(["route", "user"]);
    expect(await names(filters({ screen: "desktop" }))).toEqual(["screen", "route", "user"]);
    expect(await names(filters({ authenticated: false }))).toEqual(["screen", "route"]);
    expect(await names(filters({ authenticated: true }))).toEqual(["screen", "route", "user"]);
    expect(await names(filters({ url: "/sections/summer-edit" }))).toEqual(["screen", "user"]);
    expect(await names(filters({ url: "/sections/summer-edit?tag=x" }))).toEqual(["screen", "route", "user"]);
    expect(await names(`url_params=${encodeURIComponent(JSON.stringify({ tag: "x" }))}`)).toEqual([
      "screen",
      "route",
      "user",
    ]);
    expect(
      await names(
        `${filters({ screen: "mobile", authenticated: false, url: "https://shop.test/sections/summer-edit" })}`,
      ),
    ).toEqual([]);
  });

  it("validates filters, url_params and company", async () => {
    const bad = async (query: string, message: RegExp) => {
      const { status, body } = await call(`${base}?${query}`);
      expect(status).toBe(400);
      expect(JSON.stringify(body)).toMatch(message);
    };
    await bad("filters=not-json", /filters must be a JSON object/);
    await bad(filters({ screen: "watch" }), /screen must be mobile, tablet or desktop/);
    await bad(filters({ authenticated: "yes" }), /authenticated must be true or false/);
    await bad(filters({ colour: "red" }), /filters/);
    await bad(filters({ url: "javascript:alert(1)" }), /url must be an absolute http\(s\) URL or a path/);
    await bad(`url_params=${encodeURIComponent("[1]")}`, /url_params/);
    await bad("company=abc", /company must be a number/);
    expect((await call(`${base}?company=${company}`)).status).toBe(200);
    expect((await call(`${base}?company=${company + 1}`)).status).toBe(404);
  });
});
