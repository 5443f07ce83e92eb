/**
 * The views of a page's sleeping sections, for the server's render only (decision 35): the loader
 * keeps them out of its data (they would travel to the browser twice, as HTML and as JSON) and
 * hands them to entry.server through the request's load context; this context carries them to
 * SectionList. In the browser it is always empty.
 */
import { createContext } from "react";

export const ServerSectionViews = createContext<ReadonlyMap<string, unknown>>(new Map());
