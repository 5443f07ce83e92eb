/** Lead operations (LeadApplicationClient): support tickets and custom forms. */
import type { ModuleOperations } from "./table";

export const leadOperations = {
  createTicket: { method: "POST", path: "/service/application/lead/v1.0/ticket/", body: true },
  getTicket: { method: "GET", path: "/service/application/lead/v1.0/ticket/{id}" },
  getCustomForm: { method: "GET", path: "/service/application/lead/v1.0/form/{slug}" },
  submitCustomForm: { method: "POST", path: "/service/application/lead/v1.0/form/{slug}/submit", body: true },
} as const satisfies ModuleOperations<"lead">;
