/**
 * A part of the page whose JavaScript loads when the shopper first reaches for it (the JavaScript
 * budget, decision 20). The server renders the component as usual (`server`, imported from a
 * `.server` module so that the browser's build does not contain it). The browser keeps that HTML as
 * it is — links and forms work as they do without JavaScript — and imports the component (`load`)
 * on the first pointer or focus inside it, or when its props change (a client-side navigation, new
 * action data); the component then replaces the HTML, keeping what was typed and the focus.
 * Mounted after hydration (a client-side navigation to the page), it loads at once.
 */
import { useEffect, useRef, useState, type ComponentType } from "react";
import { flushSync } from "react-dom";

interface IslandProps<P extends object> {
  /** The wrapper's id (unique on the page). */
  id: string;
  /** The component on the server (an import from a `.server` module: undefined in the browser). */
  server: ComponentType<P> | undefined;
  /** The component's module in the browser: `() => import("~/components/X").then((m) => m.X)`. */
  load: () => Promise<ComponentType<P>>;
  props: P;
  /** Load right after hydration, not on the first interaction (what the component adds must show at once). */
  eager?: boolean;
}

export function Island<P extends object>({ id, server: Server, load, props, eager }: IslandProps<P>) {
  return Server ? (
    <div id={id} className="island">
      <Server {...props} />
    </div>
  ) : (
    <ClientIsland id={id} load={load} props={props} eager={eager} />
  );
}

/** True until the page's first render is on screen: only then does an island find the server's HTML. */
let hydrating = true;

function ClientIsland<P extends object>({ id, load, props, eager }: Omit<IslandProps<P>, "server">) {
  const [html] = useState(() => (hydrating ? document.getElementById(id)?.innerHTML : undefined));
  const [initialProps] = useState(() => JSON.stringify(props));
  const [Component, setComponent] = useState<ComponentType<P>>();
  const [woken, setWoken] = useState(!html || eager);
  const wanted = woken || (!Component && JSON.stringify(props) !== initialProps);
  const loader = useRef(load);
  loader.current = load;
  // A press on the kept HTML (a link, a button) ends before the component replaces it, or its click is lost.
  const released = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    hydrating = false;
    if (!wanted) return;
    // The code that keeps what was typed (components/keep-fields) comes with the component's, not in the shell.
    Promise.all([loader.current(), import("./keep-fields")]).then(
      ([module, { keepFields }]) =>
        released.current.then(() => {
          const restore = keepFields([id]);
          flushSync(() => setComponent(() => module));
          restore();
        }),
      // Offline or a new deployment: the server's HTML keeps working (links, plain forms).
      (error) => console.warn(error),
    );
  }, [wanted, id]);

  return Component ? (
    <div id={id} className="island" data-live="">
      <Component {...props} />
    </div>
  ) : (
    <div
      id={id}
      className="island"
      dangerouslySetInnerHTML={{ __html: html ?? "" }}
      suppressHydrationWarning
      onPointerOver={() => setWoken(true)}
      onPointerDown={() => {
        released.current = new Promise((release) => {
          for (const type of ["pointerup", "pointercancel"])
            addEventListener(type, () => setTimeout(release), { once: true });
        });
        setWoken(true);
      }}
      onFocus={() => setWoken(true)}
    />
  );
}
