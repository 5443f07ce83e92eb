// A render thread's entry: worker threads do not inherit `--import tsx` on Node 20, so it is registered here.
import { register } from "tsx/esm/api";

register();
await import("./render-worker.ts");
