/** Lead operations (LeadApplicationClient): support tickets. */
import type { ModuleOperations } from "./table";

export const leadOperations = {
  createTicket: { method: "POST", path: "/service/application/lead/v1.0/ticket/", body: true },
  getTicket: { method: "GET", path: "/service/application/lead/v1.0/ticket/{id}" },
} as const satisfies ModuleOperations<"lead">;
