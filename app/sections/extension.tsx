import type { SectionDefinition } from "./types";

export interface ExtensionSectionView {
  /** The section's name (the extension registers its mount function under it). */
  name: string;
  /** The extension to mount here, for the theme runtime (`data-theme-code`, lib/theme-code.ts). */
  code: string;
}

/**
 * An extension's section: empty in the server's HTML, filled by the extension's script after
 * hydration by the theme runtime (decision 36); on a failure it stays empty and hidden.
 */
function Extension({ view: { name, code } }: { view: ExtensionSectionView }) {
  return <div className="extension" data-extension={name} data-theme-code={code} />;
}

const extension: SectionDefinition<ExtensionSectionView> = { Component: Extension };
export default extension;
