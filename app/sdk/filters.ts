/** The filter-string wire format the service reads, shared with the storefront's listings (one copy). */
export {
  RESERVED_QUERY_KEYS,
  DEFAULT_RANGE_QUERY_FORMAT,
  OPEN_RANGE_MAX,
  isFilterKey,
  isFilterValue,
  buildFilterString,
  parseFilterString,
  rangeValue,
  parseRangeValue,
  type FilterSelection,
} from "../../service/contract/filters";
