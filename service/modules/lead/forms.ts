/**
 * Custom forms: a form's definition (getCustomForm) and its submissions (submitCustomForm). A
 * submission is validated against the form's own fields (form-answers.ts), stored, and, when the
 * form says so, filed as a support ticket whose category is the form's slug, as the Fynd API does.
 */
import { and, eq } from "drizzle-orm";
import type { CustomForm, CustomFormInput, SubmitCustomFormDetails } from "../../contract/types";
import type { Db } from "../../db/client";
import { newId } from "../../db/ids";
import { customFormResponses, customForms, tickets } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { TICKET_PRIORITIES, type TicketPriorityKey } from "./categories";
import { checkFormAnswers } from "./form-answers";
import { checkAttachments, limitContactMessages, toTicket, type TicketFiler } from "./tickets";
import type { FormSubmissionBody } from "./validators";

type FormRow = typeof customForms.$inferSelect;

function toForm(row: FormRow): CustomForm {
  return {
    _id: row.id,
    application_id: row.applicationId,
    slug: row.slug,
    title: row.title,
    description: row.description,
    header_image: row.headerImage,
    priority: { ...(TICKET_PRIORITIES[row.priority as TicketPriorityKey] ?? TICKET_PRIORITIES.low) },
    login_required: row.loginRequired,
    should_notify: row.shouldNotify,
    success_message: row.successMessage,
    submit_button: row.submitButton,
    inputs: row.inputs,
    created_on: { user_agent: "" },
  };
}

async function formRow(db: Db, applicationId: string, slug: string): Promise<FormRow> {
  const [row] = await db
    .select()
    .from(customForms)
    .where(and(eq(customForms.applicationId, applicationId), eq(customForms.slug, slug)))
    .limit(1);
  if (!row) throw notFound("Form not found");
  return row;
}

export const getCustomForm = async (db: Db, applicationId: string, slug: string): Promise<CustomForm> =>
  toForm(await formRow(db, applicationId, slug));

/** The ticket's description: one "Question: answer" line per answered field. */
function describe(inputs: CustomFormInput[], answers: { key: string; value: unknown }[]): string {
  const display = (input: CustomFormInput, value: unknown) => {
    const choice = (key: unknown) => input.enum?.find((c) => c.key === key)?.display ?? String(key);
    if (Array.isArray(value)) return value.map(choice).join(", ");
    if (typeof value === "boolean") return value ? "Yes" : "No";
    return input.enum ? choice(value) : String(value);
  };
  return answers
    .map(({ key, value }) => {
      const input = inputs.find((i) => i.key === key)!;
      return `${input.display}: ${display(input, value)}`;
    })
    .join("\n");
}

/**
 * Checks a submission against the form's fields (400 naming each wrong field), stores it and files
 * a ticket when the form creates tickets. Forms that need a login refuse anonymous submissions
 * (401); submissions count towards the client address's hourly message limit.
 */
export async function submitCustomForm(
  db: Db,
  filer: TicketFiler & { userId?: string },
  slug: string,
  body: FormSubmissionBody,
  now: number,
): Promise<SubmitCustomFormDetails> {
  const form = await formRow(db, filer.applicationId, slug);
  if (form.loginRequired && !filer.userId) throw new ApiError(401, "Login required");
  const checked = checkFormAnswers(form.inputs, body.response);
  if ("errors" in checked)
    throw new ApiError(400, `Invalid request: ${Object.keys(checked.errors).join(", ")}`, checked.errors);
  await limitContactMessages(db, filer, now, "custom-form");
  const { answers } = checked;
  return db.transaction(async (tx) => {
    await checkAttachments(tx, filer.applicationId, body.attachments);
    const [ticket] = form.createsTicket
      ? await tx
          .insert(tickets)
          .values({
            id: newId(),
            applicationId: filer.applicationId,
            category: form.slug,
            title: form.title,
            description: describe(form.inputs, answers),
            attachments: body.attachments,
            customJson: { form_id: form.id, response: answers },
            priority: form.priority,
          })
          .returning()
      : [];
    await tx.insert(customFormResponses).values({
      id: newId(),
      formId: form.id,
      userId: filer.userId ?? null,
      response: answers,
      attachments: body.attachments,
      ticketId: ticket?.id ?? null,
    });
    return {
      message: form.successMessage || "Thank you: your response was received.",
      ...(ticket ? { ticket: toTicket(ticket, filer.companyId) } : {}),
    };
  });
}
