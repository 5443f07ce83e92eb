/**
 * The public folder's files (favicon, images, theme scripts, extension assets): every one has an
 * extension, so a path without one (every page: `/`, `/product/x`, `/products/`) goes straight on
 * to the pages instead of costing each page request a file-system lookup that always misses.
 */
import express, { type RequestHandler } from "express";

/** Whether a request path names a file: its last segment has an extension. */
export function namesAFile(pathname: string): boolean {
  return /\.[^/]+$/.test(pathname);
}

export function publicFiles(dir: string): RequestHandler {
  const files: RequestHandler = express.static(dir, { maxAge: "1h", index: false });
  return (req, res, next) => {
    if (namesAFile(req.path)) void files(req, res, next);
    else next();
  };
}
