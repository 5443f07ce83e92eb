/**
 * Lead (lead/v1.0): support tickets, their history, custom forms.
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

/** One entry of a ticket's history (TicketHistory). */
export interface TicketHistory {
  _id: string;
  ticket_id: string;
  type: "rating" | "log" | "comment" | "thread";
  value: unknown;
  created_on: { user_agent: string };
  created_by?: string;
  created_at: string;
  updated_at: string;
}

/** One field of a custom form. */
export interface CustomFormInput {
  key: string;
  type: "text" | "email" | "mobile" | "number" | "textarea" | "dropdown" | "radio" | "checkbox";
  display: string;
  required: boolean;
  placeholder?: string;
  description?: string;
  /** The choices of dropdown, radio and checkbox fields (a checkbox without choices is a yes/no box). */
  enum?: { key: string; display: string }[];
  /** Text fields: a pattern the answer must match, and the message shown when it does not. */
  regex?: string;
  error_message?: string;
  max_length?: number;
  /** Number fields: the smallest and largest answers. */
  min?: number;
  max?: number;
}

/** getCustomForm (CustomForm). */
export interface CustomForm {
  _id: string;
  application_id: string;
  slug: string;
  title: string;
  description: string;
  header_image: string;
  priority: { key: "low" | "medium" | "high" | "urgent"; display: string; color: string };
  login_required: boolean;
  should_notify: boolean;
  success_message: string;
  submit_button: { title: string; title_color: string; background_color: string };
  inputs: CustomFormInput[];
  created_on: { user_agent: string };
}

/** submitCustomForm's body (CustomFormSubmissionPayload). */
export interface CustomFormSubmission {
  response: { key: string; value: unknown }[];
  attachments?: { type: string; value: string; display?: string }[];
}

/** submitCustomForm (SubmitCustomFormDetails): the form's success message and the ticket it filed. */
export interface SubmitCustomFormDetails {
  message: string;
  ticket?: Ticket;
}
