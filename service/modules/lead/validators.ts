/** Inputs of the lead routes: the ticket body, the Idempotency-Key header and ticket ids. */
import { z } from "zod";
import { ApiError } from "../../http/errors";
import { TICKET_CATEGORY_KEYS, TICKET_PRIORITIES, TICKET_STATUSES } from "./categories";

/** Image attachments: files uploaded to this store's storage (checked by the domain). */
const attachments = z
  .array(
    z.object({
      type: z.literal("image", { errorMap: () => ({ message: "Only image attachments are accepted" }) }),
      value: z.string().min(1, "value is required").max(2000),
      display: z.string().max(200).optional(),
    }),
  )
  .max(10, "At most 10 attachments")
  .default([]);

export const createBody = z.object({
  category: z.enum(TICKET_CATEGORY_KEYS, { message: `Unknown category: use ${TICKET_CATEGORY_KEYS.join(", ")}` }),
  content: z.object(
    {
      title: z
        .string({ required_error: "title is required" })
        .trim()
        .min(1, "title is required")
        .max(200, "title must be at most 200 characters"),
      description: z.string().max(10_000, "description must be at most 10000 characters").default(""),
      attachments,
    },
    { required_error: "content is required" },
  ),
  /** The status to file the ticket in (AddTicketPayload.status): open (default) or pending. */
  status: z
    .enum(Object.keys(TICKET_STATUSES) as [keyof typeof TICKET_STATUSES], {
      message: `Unknown status: use ${Object.keys(TICKET_STATUSES).join(", ")}`,
    })
    .default("open"),
  priority: z
    .enum(Object.keys(TICKET_PRIORITIES) as [keyof typeof TICKET_PRIORITIES], {
      message: `Unknown priority: use ${Object.keys(TICKET_PRIORITIES).join(", ")}`,
    })
    .default("low"),
  _custom_json: z.record(z.unknown()).optional(),
});
export type CreateTicketBody = z.infer<typeof createBody>;

const idempotencyKey = z
  .string()
  .regex(/^[\w-]{8,128}$/, "Idempotency-Key must be 8 to 128 letters, digits, '-' or '_'")
  .optional();

/** The Idempotency-Key header, when given: 8 to 128 letters, digits, '-' or '_'. */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  const keyResult = idempotencyKey.safeParse(header);
  if (!keyResult.success)
    throw new ApiError(400, "Invalid request: Idempotency-Key", {
      "Idempotency-Key": keyResult.error.issues.map((i) => i.message),
    });
  return keyResult.data;
}

export const ticketParams = z.object({ id: z.string().min(1).max(64) });

/** createHistory's body (TicketHistoryPayload): a comment's text, a rating, a log or a thread message. */
export const historyBody = z.object({
  type: z.enum(["rating", "log", "comment", "thread"], { message: "Unknown type: use rating, log, comment or thread" }),
  value: z
    .unknown()
    .refine((v) => v !== undefined && v !== null, "value is required")
    .refine((v) => JSON.stringify(v).length <= 10_000, "value must be at most 10000 characters of JSON"),
});
export type HistoryBody = z.infer<typeof historyBody>;

/** A form's slug in the path. */
export const formParams = z.object({ slug: z.string().min(1).max(100) });

/** submitCustomForm's body (CustomFormSubmissionPayload); the answers are checked against the form's fields. */
export const formSubmissionBody = z.object({
  response: z
    .array(z.object({ key: z.string().min(1, "key is required").max(100), value: z.unknown() }), {
      required_error: "response is required",
    })
    .max(100, "At most 100 answers"),
  attachments,
});
export type FormSubmissionBody = z.infer<typeof formSubmissionBody>;
