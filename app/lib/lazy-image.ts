/** Lazy image rules (spec §4, §9): a source is required, and a failed load is retried up to 3 attempts. */
export const MAX_IMAGE_ATTEMPTS = 3;
export const IMAGE_SRC_REQUIRED = "image src is required";

export function requireImageSrc(src: string | null | undefined): string {
  if (typeof src !== "string" || !src.trim()) throw new Error(IMAGE_SRC_REQUIRED);
  return src;
}

/**
 * The URL for a given attempt (1-based): the first is the source itself, later ones add a retry
 * marker so the browser does not answer from its cache of the failure. Null when out of attempts.
 */
export function imageAttemptUrl(src: string, attempt: number): string | null {
  if (attempt < 1 || attempt > MAX_IMAGE_ATTEMPTS) return null;
  if (attempt === 1) return src;
  return `${src}${src.includes("?") ? "&" : "?"}retry=${attempt - 1}`;
}
