/** The ticket categories the store accepts, with their display names. */
export const TICKET_CATEGORIES = { "product-request": "Product request", "contact-us": "Contact us" } as const;
export type CategoryKey = keyof typeof TICKET_CATEGORIES;
export const TICKET_CATEGORY_KEYS = Object.keys(TICKET_CATEGORIES) as [CategoryKey, ...CategoryKey[]];

/** The statuses a storefront may file a ticket in (the store's staff move it on from there). */
export const TICKET_STATUSES = {
  open: { key: "open", display: "Open", color: "#eb9a34" },
  pending: { key: "pending", display: "Pending", color: "#f0c419" },
} as const;
export type TicketStatusKey = keyof typeof TICKET_STATUSES;

/** The official PriorityEnum. */
export const TICKET_PRIORITIES = {
  low: { key: "low", display: "Low", color: "#28a745" },
  medium: { key: "medium", display: "Medium", color: "#f0c419" },
  high: { key: "high", display: "High", color: "#fd7e14" },
  urgent: { key: "urgent", display: "Urgent", color: "#dc3545" },
} as const;
export type TicketPriorityKey = keyof typeof TICKET_PRIORITIES;
