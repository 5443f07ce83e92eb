/**
 * The service's image endpoint (/service/images), as the storefront uses it: `srcset`s of resized
 * renditions of the store's own raster files. SVG art and other sites' images get none.
 */
export { imageSrcSet, resizedImageUrl } from "../../service/contract/images";
