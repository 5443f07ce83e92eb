/**
 * SectionList for the server's render of ThemeSections: the browser's build replaces this module with
 * an empty stand-in, so pages that show theme sections below their own content load SectionList
 * (and the section registry) only when they have some (components/ThemeSections).
 */
export { SectionList } from "./SectionList";
