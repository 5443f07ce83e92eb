/** File storage operations (FileStorageApplicationClient): upload start/complete, signed urls. */
import type { ModuleOperations } from "./table";

export const fileStorageOperations = {
  startUpload: {
    method: "POST",
    path: "/service/application/assets/v2.0/namespaces/{namespace}/upload/start",
    body: true,
  },
  completeUpload: {
    method: "POST",
    path: "/service/application/assets/v2.0/namespaces/{namespace}/upload/complete",
    body: true,
  },
  signUrls: { method: "POST", path: "/service/application/assets/v1.0/sign-urls", body: true },
} as const satisfies ModuleOperations<"fileStorage">;
