/**
 * The patched route matching of the server (decision 37, patches/ applied by `npm install`'s
 * postinstall): a route tree is flattened and ranked once, each path pattern compiled once, a path's
 * matches remembered per tree, and
 * RemixServer's route tree and its data routes made once per build, not on every request.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { matchPath, matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { createStaticHandler } from "@remix-run/router";
import type * as StaticServer from "react-router-dom/server";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
// The CommonJS build, as @remix-run/react loads it on the server (the patched file).
const { createStaticRouter } = require("react-router-dom/server") as typeof StaticServer;

const tree = (): AgnosticRouteObject[] => [
  {
    id: "root",
    path: "/",
    children: [
      { id: "home", index: true },
      { id: "product", path: "product/:slug" },
      { id: "listing", path: "products" },
      { id: "order", path: "order/:orderId/:shipmentId?" },
      { id: "splat", path: "*" },
    ],
  },
];

const ids = (routes: AgnosticRouteObject[], path: string) =>
  matchRoutes(routes, path)?.map((m) => [m.route.id, m.params]);

describe("route matching with the route tree ranked once", () => {
  it("matches each path on its own, with its own params, when one tree serves many paths", () => {
    const routes = tree();
    expect(ids(routes, "/product/kurta")).toEqual([
      ["root", { slug: "kurta" }],
      ["product", { slug: "kurta" }],
    ]);
    expect(ids(routes, "/product/saree")?.[1]).toEqual(["product", { slug: "saree" }]);
    expect(ids(routes, "/products")?.[1]?.[0]).toBe("listing");
    expect(ids(routes, "/")?.[1]?.[0]).toBe("home");
    expect(ids(routes, "/order/FY1")?.[1]).toEqual(["order", { orderId: "FY1", shipmentId: undefined }]);
    expect(ids(routes, "/order/FY1/S2")?.[1]).toEqual(["order", { orderId: "FY1", shipmentId: "S2" }]);
    expect(ids(routes, "/nowhere/at/all")?.[1]).toEqual(["splat", { "*": "nowhere/at/all" }]);
    // Remembered matches are handed out as copies: what one caller does to its matches stays its own.
    const mine = matchRoutes(routes, "/product/kurta")!;
    (mine[1].params as Record<string, string>).slug = "changed";
    mine.pop();
    expect(ids(routes, "/product/kurta")).toEqual([
      ["root", { slug: "kurta" }],
      ["product", { slug: "kurta" }],
    ]);
    expect(matchRoutes(routes, "/product/kurta")).not.toBe(matchRoutes(routes, "/product/kurta"));
    // A compiled pattern is shared; the params of one match never leak into the next.
    expect(matchPath("/a/:b", "/a/x")?.params).toEqual({ b: "x" });
    expect(matchPath("/a/:b", "/a/y")?.params).toEqual({ b: "y" });
    expect(matchPath({ path: "/A/:b", caseSensitive: true }, "/a/y")).toBeNull();
    expect(matchPath({ path: "/A/:b", caseSensitive: false }, "/a/y")?.params).toEqual({ b: "y" });
  });

  it("ranks a tree once: the server's trees never change after they are made", () => {
    const routes = tree();
    expect(ids(routes, "/brand/x")?.[1]?.[0]).toBe("splat");
    routes[0].children?.push({ id: "brand", path: "brand/:slug" });
    // Unpatched, the new route would win on the next match; patched, the first ranking stands. A
    // changed tree is a new tree (as every build's is), so it is ranked anew.
    expect(ids(routes, "/brand/x")?.[1]?.[0]).toBe("splat");
    expect(ids([...routes], "/brand/x")?.[1]?.[0]).toBe("brand");
  });

  it("makes the static router's data routes once per route tree", async () => {
    const routes = tree();
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request("http://store.test/product/kurta"));
    if (context instanceof Response) throw new Error("unexpected response");
    const first = createStaticRouter(routes, context);
    const second = createStaticRouter(routes, context);
    expect(second.routes).toBe(first.routes);
    expect(first.state.matches.map((m) => m.route.id)).toEqual(["root", "product"]);
  });

  it("RemixServer makes a build's route tree once (the patch is applied)", () => {
    const source = readFileSync(require.resolve("@remix-run/react/dist/server.js"), "utf8");
    expect(source).toContain("function serverRoutesFor(");
  });
});
