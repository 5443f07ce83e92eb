/**
 * Runs theme-supplied scripts in the browser after hydration, with the page's CSP nonce (decision
 * 36). Part of the theme runtime, which loads only on pages with theme code; never in the shell.
 */
import type { ScriptStep } from "~/lib/html";

/**
 * The page's CSP nonce. Browsers hide it from `getAttribute` once a page is loaded, but a script's
 * `nonce` property keeps it: every page has Remix's own nonce'd scripts.
 */
function pageNonce(): string {
  for (const script of document.querySelectorAll("script")) if (script.nonce) return script.nonce;
  return "";
}

/** A script element with the page's nonce (and `type="module"` for a module). */
export function newScript(module: boolean): HTMLScriptElement {
  const script = document.createElement("script");
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  if (module) script.type = "module";
  return script;
}

/**
 * Inserts inline code as a nonce'd script into `parent` and reports whether it threw: the error is
 * logged here (with `label`) instead of as an uncaught error.
 */
export function runInline(
  parent: Element,
  code: string,
  label: string,
  module = false,
  script = newScript(module),
): boolean {
  script.textContent = code;
  let failed = false;
  const onError = (event: ErrorEvent) => {
    // Only errors of this script: its code runs synchronously inside append() below.
    failed = true;
    event.preventDefault();
    console.error(`${label} failed:`, event.error ?? event.message);
  };
  window.addEventListener("error", onError);
  try {
    parent.append(script);
  } finally {
    window.removeEventListener("error", onError);
  }
  return !failed;
}

/** Loads a script file into `parent`; resolves once it ran (true) or failed to load (false, logged). */
export function runExternal(
  parent: Element,
  src: string,
  label: string,
  module = false,
  script = newScript(module),
): Promise<boolean> {
  return new Promise((resolve) => {
    script.async = false;
    script.src = src;
    script.addEventListener("load", () => resolve(true), { once: true });
    script.addEventListener(
      "error",
      () => {
        console.error(`${label} failed to load: ${src}`);
        resolve(false);
      },
      { once: true },
    );
    parent.append(script);
  });
}

/**
 * Runs a section's scripts one after another, in document order: a file is loaded and run before the
 * next script starts; a script that fails is logged and the rest still run. The theme runtime calls
 * it once per element and list (app/runtime/theme.client.ts).
 */
export async function runScripts(parent: HTMLElement, steps: ScriptStep[], label: string): Promise<void> {
  for (const [index, step] of steps.entries()) {
    const name = `${label} script ${index + 1}`;
    if ("src" in step) await runExternal(parent, step.src, name, step.module);
    else runInline(parent, step.code, name, step.module);
  }
}
