import { safeHref } from "~/lib/links";

interface ResponsiveImageProps {
  /** Desktop/tablet image (also the fallback). */
  src?: string | null;
  /** Image for screens up to 480 px; the desktop image is used when absent. */
  mobileSrc?: string | null;
  alt: string;
  width: number;
  height: number;
  mobileWidth?: number;
  mobileHeight?: number;
  eager?: boolean;
  className?: string;
}

/** The mobile breakpoint of spec §9 (mobile ≤ 480 px). */
const MOBILE_MEDIA = "(max-width: 480px)";

/**
 * A <picture> with a mobile source and a desktop <img>, intrinsic sizes set (no layout shift) and
 * lazy loading unless `eager`. Only safe URLs are emitted; renders nothing without any image.
 */
export function ResponsiveImage(props: ResponsiveImageProps) {
  const desktop = props.src ? safeHref(props.src, "") : "";
  const mobile = props.mobileSrc ? safeHref(props.mobileSrc, "") : "";
  const main = desktop || mobile;
  if (!main) return null;
  const img = (
    <img
      className={props.className}
      src={main}
      alt={props.alt}
      width={props.width}
      height={props.height}
      loading={props.eager ? "eager" : "lazy"}
      decoding={props.eager ? "sync" : "async"}
    />
  );
  if (!mobile || mobile === main) return img;
  return (
    <picture>
      <source
        media={MOBILE_MEDIA}
        srcSet={mobile}
        width={props.mobileWidth ?? props.width}
        height={props.mobileHeight ?? props.height}
      />
      {img}
    </picture>
  );
}
