import type { LinksFunction, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { useNonce } from "~/components/nonce";
import { Header } from "~/components/Header";
import { useHydrated } from "~/components/use-hydrated";
import type { FooterData } from "~/components/Footer";
import { Island } from "~/components/Island";
import {
  ErrorView as serverErrorView,
  Footer as serverFooter,
  LocationForm as serverLocationForm,
  NotFound as serverNotFound,
  PreviewBar as serverPreviewBar,
  rootLoader,
  type ShellData,
} from "~/shell.server";
import appStyles from "~/styles/app.css";
import sectionStyles from "~/styles/sections.css";
import discoveryStyles from "~/styles/discovery.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: appStyles },
  { rel: "stylesheet", href: sectionStyles },
  { rel: "stylesheet", href: discoveryStyles },
  { rel: "icon", href: "/favicon.ico" },
];

export const loader = rootLoader;

/**
 * The shell's Island (components/Island) for the routes, which take it from here (`useIsland`):
 * imported by a route as well, it would become a file of its own on every page (decision 20).
 */
export const handle = { Island };
export type ShellHandle = typeof handle;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.store.name ?? "Vitrine" },
  { name: "description", content: data?.store.description ?? "" },
];

function Document({ children, shell }: { children: ReactNode; shell?: ShellData }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body style={shell?.themeVars ?? {}}>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Shell({ shell, children }: { shell: ShellData; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {shell.preview.visible ? (
        <Island
          id="preview-bar"
          server={serverPreviewBar}
          load={() => import("~/components/PreviewBar").then((m) => m.PreviewBar)}
          props={{ preview: shell.preview }}
        />
      ) : null}
      <Header shell={shell} serverLocationForm={serverLocationForm} />
      <main id="main" className="page-content" tabIndex={-1}>
        {/* A field's message is shown by its form (the product page's size), the others here. */}
        {shell.cartNotice && !shell.cartNotice.field ? <CartNotice notice={shell.cartNotice} /> : null}
        {children}
      </main>
      <Island
        id="site-footer"
        server={serverFooter}
        load={() => import("~/components/Footer").then((m) => m.Footer)}
        props={{ shell: footerData(shell) }}
      />
    </>
  );
}

/** What the footer shows (its island loads when this changes, not when the cart does). */
const footerData = ({ store, footerNav, social, support, footerDescription, copyright }: ShellData): FooterData => ({
  store,
  footerNav,
  social,
  support,
  footerDescription,
  copyright,
});

/** The outcome of a cart change made without JavaScript (shown once, after its redirect). */
function CartNotice({ notice }: { notice: NonNullable<ShellData["cartNotice"]> }) {
  return notice.tone === "error" ? (
    <p className="notice notice--error" role="alert">
      {notice.message}
    </p>
  ) : (
    <p className="notice" role="status">
      {notice.message}. <Link to="/cart/bag/">View cart</Link>
    </p>
  );
}

/** The theme editor's client-side rendering (?__csr=true): the page renders in the browser only. */
function ClientOnlyOutlet() {
  const hydrated = useHydrated();
  return hydrated ? <Outlet /> : <p className="csr-loading">Loading…</p>;
}

/** A route whose `handle` says `{ bare: true }` is shown outside the main layout (no header, no footer). */
const isBare = (handle: unknown) => Boolean(handle && typeof handle === "object" && "bare" in handle && handle.bare);

/**
 * After hydration, in a chunk of its own (app/page.client.ts): analytics, which follows the pages
 * itself, and the watch that loads the theme runtime on pages with theme-supplied code (decision 36).
 */
function useAfterHydration(shell: ShellData) {
  useEffect(() => {
    void import("~/page.client").then((module) => module.startPage(shell));
  }, [shell]);
}

/** Edit or preview mode only: the editor protocol's frame side (app/editor/frame.client.ts), for the page's life. */
function useEditorFrame({ editor }: ShellData) {
  const origins = editor?.origins;
  useEffect(() => {
    if (origins) void import("~/editor/frame.client").then((module) => module.startEditorFrame(origins));
    // The root never unmounts, and edit mode does not change without a document load.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per document: see above
  }, []);
}

export default function App() {
  const shell = useLoaderData<typeof loader>();
  useAfterHydration(shell);
  useEditorFrame(shell);
  const bare = useMatches().some((match) => isBare(match.handle));
  const outlet = shell.csr ? <ClientOnlyOutlet /> : <Outlet />;
  return (
    <Document shell={shell}>
      {bare ? (
        <main id="main" className="page-content page-content--bare">
          {outlet}
        </main>
      ) : (
        <Shell shell={shell}>{outlet}</Shell>
      )}
    </Document>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const shell = useRouteLoaderData<typeof loader>("root");
  const response = isRouteErrorResponse(error) ? error : null;
  const body =
    response?.status === 404 ? (
      <Island
        id="not-found"
        server={serverNotFound}
        load={() => import("~/components/NotFound").then((m) => m.NotFound)}
        props={{}}
      />
    ) : (
      <Island
        id="error-view"
        server={serverErrorView}
        load={() => import("~/components/ErrorView").then((m) => m.ErrorView)}
        props={{ error: response }}
      />
    );
  return (
    <Document shell={shell}>{shell ? <Shell shell={shell}>{body}</Shell> : <main id="main">{body}</main>}</Document>
  );
}
