/** Section visibility as the service decides it (getPage `filters`), shared with the storefront (one copy). */
export {
  isSectionVisible,
  screenAllows,
  screenHiddenClasses,
  screenOf,
  type Screen,
} from "../../service/contract/predicate";
