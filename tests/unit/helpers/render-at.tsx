/**
 * A component's markup as the server renders it at a path: inside a static data router, as Remix's
 * Form and Link need one. What a shopper without JavaScript gets, and what the browser hydrates.
 */
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";

export async function renderAt(path: string, element: ReactElement): Promise<string> {
  const handler = createStaticHandler([{ path: "*", element }]);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}
