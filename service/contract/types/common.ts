/**
 * Shapes every module shares: media, links (actions), paging and the error body.
 */

export interface Media {
  url: string;
  type: "image" | "video";
  alt?: string;
  meta?: { source?: string };
}

export interface ImageUrls {
  portrait: Media;
  landscape: Media;
}

/** A link: `{type: "page", page: {type: <PageType>, params?, query?, url?}}`. */
export interface Action {
  /** Known values, or any other text: `string & {}` keeps the known ones as editor hints. */
  type: "page" | "popup" | (string & {});
  page?: {
    type: string;
    params?: Record<string, string[]>;
    query?: Record<string, string[]>;
    url?: string;
  };
  popup?: Record<string, unknown>;
}

export interface Page {
  type: "cursor" | "number";
  current?: number;
  next_id?: string;
  has_previous?: boolean;
  has_next?: boolean;
  item_total?: number;
  size?: number;
  total?: number;
}

export interface ErrorBody {
  success: false;
  message: string;
  request_id?: string;
  /** Field-error map on validation failures: `{field: ["message"]}`. */
  errors?: Record<string, string[]>;
  /** A machine-readable reason when the message alone is not enough, e.g. "ACCOUNT_LOCKED". */
  code?: string;
}
