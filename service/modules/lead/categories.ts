/** The ticket categories the store accepts, with their display names. */
export const TICKET_CATEGORIES = { "product-request": "Product request" } as const;
export type CategoryKey = keyof typeof TICKET_CATEGORIES;
export const TICKET_CATEGORY_KEYS = Object.keys(TICKET_CATEGORIES) as [CategoryKey, ...CategoryKey[]];
