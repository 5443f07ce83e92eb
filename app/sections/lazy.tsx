/**
 * Sections whose code loads only when needed (the JavaScript budget, decision 20). The server
 * renders the component as usual (loaders.server.ts provides it: the browser's build has none of its
 * code in the page's chunk); the browser keeps that HTML (links work as without JavaScript) and loads
 * the component on the first pointer or focus inside it, at once when `eager` (a section that
 * refreshes itself or has a control that needs JavaScript), or when mounted by a client-side
 * navigation (components/Island).
 */
import type { ComponentType } from "react";
import { useIsland } from "~/components/use-island";
import type { SectionDefinition } from "./types";

type SectionProps<V> = { view: V; index: number };
type AnyComponent = ComponentType<SectionProps<never>>;

/** Lazy sections' components on the server, by name (empty in the browser). */
const serverComponents = new Map<string, AnyComponent>();

/** Server only (loaders.server.ts): the components the server renders lazy sections with. */
export function provideServerSections(definitions: Record<string, SectionDefinition<never>>) {
  for (const [name, definition] of Object.entries(definitions)) serverComponents.set(name, definition.Component);
}

const islandId = (index: number) => `section-${index}-code`;

export function lazySection<V>(
  name: string,
  load: () => Promise<{ default: SectionDefinition<V> }>,
  eager = false,
): SectionDefinition<V> {
  const loadComponent = () => load().then((module) => module.default.Component as ComponentType<SectionProps<V>>);
  function Browser({ view, index }: SectionProps<V>) {
    const Island = useIsland();
    return (
      <Island id={islandId(index)} server={undefined} load={loadComponent} props={{ view, index }} eager={eager} />
    );
  }
  function LazySection({ view, index }: SectionProps<V>) {
    const Server = serverComponents.get(name) as ComponentType<SectionProps<V>> | undefined;
    // The Island's server HTML (without the shell's Island, which needs the router).
    return Server ? (
      <div id={islandId(index)} className="island">
        <Server view={view} index={index} />
      </div>
    ) : (
      <Browser view={view} index={index} />
    );
  }
  return { Component: LazySection };
}
