/**
 * Lead (lead/v1.0): support tickets.
 */

interface TicketAsset {
  type: "image";
  value: string;
  display?: string;
}

export interface TicketContent {
  title: string;
  description?: string;
  attachments?: TicketAsset[];
}

export interface CreateTicketRequest {
  category: string;
  content: TicketContent;
  /** "open" (default) or "pending". */
  status?: "open" | "pending";
  priority?: "low" | "medium" | "high" | "urgent";
  _custom_json?: Record<string, unknown>;
}

export interface Ticket {
  _id: string;
  /** Our addition: the short number shoppers quote. */
  number: number;
  context: { application_id: string; company_id: string };
  content: Required<TicketContent>;
  category: { key: string; display: string };
  source: "sales_channel";
  status: { key: string; display: string; color: string };
  priority: { key: "low" | "medium" | "high" | "urgent"; display: string; color: string };
  tags: string[];
  _custom_json: Record<string, unknown>;
  is_feedback_pending: boolean;
  created_at: string;
  updated_at: string;
}
