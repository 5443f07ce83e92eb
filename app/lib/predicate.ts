/**
 * Section visibility (spec §4). User and route predicates are decided on the server; screen
 * predicates become CSS classes (styles/sections.css: mobile ≤480 px, tablet 481–1023 px, desktop
 * ≥1024 px) so the same server HTML is right on every device. The rules are the service's (its
 * getPage `filters` applies them too), from ~/sdk/predicate.
 */
export { isSectionVisible, screenAllows, screenHiddenClasses, screenOf, type Screen } from "~/sdk/predicate";
