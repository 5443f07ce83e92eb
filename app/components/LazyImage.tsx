import { useState, type ImgHTMLAttributes } from "react";
import { imageAttemptUrl, requireImageSrc } from "~/lib/lazy-image";

type LazyImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "onError"> & { src: string; alt: string };

/**
 * An image that loads lazily (unless `loading="eager"`) and, with JavaScript, retries a failed load
 * up to 3 attempts before giving up and showing its alt text in a placeholder.
 */
export function LazyImage({ src, srcSet, alt, loading = "lazy", fetchPriority, className, ...rest }: LazyImageProps) {
  const source = requireImageSrc(src);
  // React 18 renders the attribute only when spelled in lower case (it does not know fetchPriority).
  const priority = fetchPriority ? { fetchpriority: fetchPriority } : {};
  const [attempt, setAttempt] = useState(1);
  const url = imageAttemptUrl(source, attempt);
  if (!url) {
    return (
      <span className={`lazy-image__failed ${className ?? ""}`.trim()} role="img" aria-label={alt}>
        {alt}
      </span>
    );
  }
  return (
    <img
      {...rest}
      {...priority}
      className={className}
      src={url}
      // A retry loads `src` itself (with its marker): the browser would pick from the srcset again.
      srcSet={attempt === 1 ? srcSet : undefined}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => setAttempt((n) => n + 1)}
    />
  );
}
