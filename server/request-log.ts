/** One log line per request: method, path, status, duration and response size. */
import type { RequestHandler } from "express";

export function requestLog(write: (line: string) => void = (line) => console.log(line)): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      const size = String(res.getHeader("content-length") ?? "-");
      write(`${req.method} ${req.originalUrl} ${res.statusCode} ${ms.toFixed(1)}ms ${size}`);
    });
    next();
  };
}
