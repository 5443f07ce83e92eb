/**
 * The listing's sort and filter forms for the server's render. In the browser this module is empty
 * (`.server`): ListingPage imports the two on demand, so their code is not part of a listing's first
 * load (decision 20, docs/decisions/0029-listing-hydration.md).
 */
export { FilterPanel } from "./FilterPanel";
export { SortSelect } from "./SortSelect";
