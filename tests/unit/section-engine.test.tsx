import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { SectionList } from "~/components/SectionList";
import { ServerSectionViews } from "~/sections/server-views";
// The server's components of the sections whose code loads when needed (provideServerSections).
import "~/sections/loaders.server";
import { isSectionVisible, screenAllows, screenHiddenClasses, screenOf, type Screen } from "~/lib/predicate";
import {
  INITIAL_SECTIONS,
  SECTIONS_PER_SCROLL,
  SECTION_SCROLL_THRESHOLD_PX,
  liveSectionCount,
} from "~/lib/progressive-sections";
import { customLinkHref, customLinkTarget } from "~/lib/custom-links";
import type { SectionPredicate } from "~/sdk";
import { filterPageSections } from "../../service/modules/theme/page-filters";
import type { ThemePage } from "../../service/contract/types";

const PAGE = new URL("https://shop.test/collection/summer?sort_on=latest&tag=a");

describe("predicate matrix (spec §4)", () => {
  const users = [
    { user: undefined, signedIn: true, anonymous: true },
    { user: {}, signedIn: true, anonymous: true },
    { user: { authenticated: true, anonymous: true }, signedIn: true, anonymous: true },
    { user: { authenticated: true, anonymous: false }, signedIn: true, anonymous: false },
    { user: { authenticated: true }, signedIn: true, anonymous: false },
    { user: { authenticated: false, anonymous: true }, signedIn: false, anonymous: true },
    { user: { anonymous: true }, signedIn: false, anonymous: true },
    { user: { authenticated: false, anonymous: false }, signedIn: false, anonymous: false },
  ];
  const routes: { route: SectionPredicate["route"]; matches: boolean }[] = [
    { route: undefined, matches: true },
    { route: { selected: "none", exact_url: "/elsewhere" }, matches: true },
    { route: { selected: "exact", exact_url: "/collection/summer?tag=a&sort_on=latest" }, matches: true },
    {
      route: { selected: "exact", exact_url: "https://shop.test/collection/summer/?sort_on=latest&tag=a" },
      matches: true,
    },
    // A full-URL match: a missing or different query, another path or another host is no match.
    { route: { selected: "exact", exact_url: "/collection/summer" }, matches: false },
    { route: { selected: "exact", exact_url: "/collection/summer?tag=a" }, matches: false },
    { route: { selected: "exact", exact_url: "/collection/winter?sort_on=latest&tag=a" }, matches: false },
    {
      route: { selected: "exact", exact_url: "https://other.test/collection/summer?sort_on=latest&tag=a" },
      matches: false,
    },
    { route: { selected: "query", query: { tag: "a" } }, matches: true },
    { route: { selected: "query", query: { tag: "a", sort_on: "latest" } }, matches: true },
    { route: { selected: "query", query: { tag: "b" } }, matches: false },
    { route: { selected: "query", query: { page_no: "2" } }, matches: false },
  ];

  for (const { user, signedIn, anonymous } of users)
    for (const { route, matches } of routes) {
      const label = `user ${JSON.stringify(user)} × route ${JSON.stringify(route)}`;
      it(label, () => {
        const predicate = { user, route, screen: { mobile: false } };
        expect(isSectionVisible(predicate, { authenticated: true, url: PAGE })).toBe(signedIn && matches);
        expect(isSectionVisible(predicate, { authenticated: false, url: PAGE })).toBe(anonymous && matches);
      });
    }

  it("ignores the editor's flags in an exact match", () => {
    const exact = { route: { selected: "exact" as const, exact_url: "/collection/summer?sort_on=latest&tag=a" } };
    const preview = new URL(`${PAGE.href}&isPreview=true&isEdit=true&sectionPreviewHash=x`);
    expect(isSectionVisible(exact, { authenticated: false, url: preview })).toBe(true);
  });

  it("maps widths to screens at 480 / 1023 px and screen predicates to classes", () => {
    expect([1, 480, 481, 1023, 1024, 1920].map(screenOf)).toEqual([
      "mobile",
      "mobile",
      "tablet",
      "tablet",
      "desktop",
      "desktop",
    ]);
    const screens: Screen[] = ["mobile", "tablet", "desktop"];
    for (const mobile of [true, false, undefined])
      for (const tablet of [true, false, undefined])
        for (const desktop of [true, false, undefined]) {
          const predicate = { screen: { mobile, tablet, desktop } };
          const hidden = screens.filter((screen) => predicate.screen[screen] === false);
          expect(screenHiddenClasses(predicate)).toBe(hidden.map((screen) => `hide-${screen}`).join(" "));
          for (const screen of screens) expect(screenAllows(predicate, screen)).toBe(!hidden.includes(screen));
        }
  });
});

describe("progressive section loading (spec §4, §9)", () => {
  it("uses the spec's numbers", () => {
    expect([INITIAL_SECTIONS, SECTIONS_PER_SCROLL, SECTION_SCROLL_THRESHOLD_PX]).toEqual([4, 3, 100]);
  });

  it("starts with 4 and adds 3 per scroll", () => {
    const ten = Array<boolean>(10).fill(false);
    expect([0, 1, 2, 3].map((rounds) => liveSectionCount(ten, rounds))).toEqual([4, 7, 10, 10]);
    expect(liveSectionCount([false, false], 0)).toBe(2);
    expect(liveSectionCount([], 0)).toBe(0);
  });

  it("adds hidden sections to the count", () => {
    //           0      1     2      3     4      5      6      7
    const hidden = [false, true, false, true, false, false, true, false];
    // 4 visible: 0, 2, 4, 5 (with hidden 1 and 3 on the way, and hidden 6 right after).
    expect(liveSectionCount(hidden, 0)).toBe(7);
    expect(liveSectionCount(hidden, 1)).toBe(8);
    expect(liveSectionCount([true, true, true, true, true], 0)).toBe(5);
  });
});

describe("custom links (spec §2.2)", () => {
  const domains = ["shop.test", "https://www.shop.test/"];

  it("follows internal links: paths and the application's domains", () => {
    expect(customLinkTarget("/collection/summer?x=1", domains)).toEqual({
      kind: "internal",
      path: "/collection/summer?x=1",
    });
    expect(customLinkTarget("https://www.shop.test/brands/?a=b#top", domains)).toEqual({
      kind: "internal",
      path: "/brands/?a=b#top",
    });
    expect(customLinkHref({ kind: "internal", path: "/brands/" })).toBe("/brands/");
  });

  it("sends external addresses through /external/ and refuses anything else", () => {
    const target = customLinkTarget("https://example.com/a?b=c", domains);
    expect(target).toEqual({ kind: "external", href: "https://example.com/a?b=c", host: "example.com" });
    expect(customLinkHref(target!)).toBe("/external/?url=https%3A%2F%2Fexample.com%2Fa%3Fb%3Dc");
    for (const bad of [
      "",
      "  ",
      "javascript:alert(1)",
      "data:text/html,x",
      "ftp://example.com",
      "https://u:p@example.com/",
      "/\\evil.test",
      "nonsense",
    ])
      expect(customLinkTarget(bad, domains), bad).toBeNull();
    // Protocol-relative addresses are external unless they name one of the store's domains.
    expect(customLinkTarget("//evil.test/x", domains)).toBeNull();
    expect(customLinkTarget("//shop.test/x", domains)).toEqual({ kind: "internal", path: "/x" });
  });
});

describe("service getPage filters", () => {
  const page = {
    sections: [
      { name: "a", predicate: { screen: { mobile: false } } },
      { name: "b", predicate: { route: { selected: "query", query: { tag: "x" } } } },
      { name: "c", predicate: { user: { authenticated: true, anonymous: false } } },
      { name: "d" },
    ],
  } as unknown as ThemePage;
  const names = (...args: Parameters<typeof filterPageSections> extends [unknown, ...infer R] ? R : never) =>
    filterPageSections(page, ...args).sections.map((section) => section.name);

  it("applies only the facts given", () => {
    expect(names(undefined)).toEqual(["a", "b", "c", "d"]);
    expect(names({ screen: "mobile" })).toEqual(["b", "c", "d"]);
    expect(names({ authenticated: false })).toEqual(["a", "b", "d"]);
    expect(names({ url: "/x" })).toEqual(["a", "c", "d"]);
    expect(names({ url: "/x?tag=x" })).toEqual(["a", "b", "c", "d"]);
    expect(names(undefined, { tag: ["y", "x"] })).toEqual(["a", "b", "c", "d"]);
    expect(names({ screen: "mobile", authenticated: false, url: "/x" })).toEqual(["d"]);
  });
});

describe("SectionList on the server", () => {
  const raw = (code: string) => ({ html: code });
  it("renders sleeping sections from the views the loader kept aside, marked asleep", () => {
    const html = renderToString(
      <ServerSectionViews.Provider value={new Map([["section-home-1", raw("<p>second</p>")]])}>
        <SectionList
          page="home"
          path="/"
          all={false}
          sections={[
            { key: "0-raw-html", id: "section-home-0", name: "raw-html", className: "", view: raw("<p>first</p>") },
            { key: "1-raw-html", id: "section-home-1", name: "raw-html", className: "", view: null, asleep: true },
          ]}
        />
      </ServerSectionViews.Provider>,
    );
    expect(html).toMatch(/id="section-home-0"[^>]*data-section-state="live"[^]*first/);
    expect(html).toMatch(/id="section-home-1"[^>]*data-section-state="asleep"[^]*second/);
  });
});
