/**
 * The zod schema of a custom form's answers, built from the form's field definitions: each field's
 * type, whether it is required, its choices, pattern, length and range. Answers arrive as the
 * official `response: [{key, value}]` list and come out as the same list, cleaned (trimmed text,
 * numbers as numbers, checkbox choices as arrays) and in the form's order; errors are keyed by the
 * field's key.
 */
import { z } from "zod";
import type { CustomFormInput } from "../../contract/types";

/** An Indian mobile number: 10 digits starting 6-9, optionally after +91 or 0. */
const MOBILE = /^(?:\+91[\s-]?|0)?[6-9]\d{9}$/;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** Text of a field: trimmed, within its length and pattern. */
function textSchema(input: CustomFormInput): z.ZodType<string, z.ZodTypeDef, unknown> {
  let schema = z.string({ invalid_type_error: `${input.display}: enter text` }).trim();
  if (input.max_length)
    schema = schema.max(input.max_length, `${input.display} must be at most ${input.max_length} characters`);
  if (input.type === "email") schema = schema.email("Enter a valid e-mail address, like name@example.com");
  if (input.type === "mobile") schema = schema.regex(MOBILE, "Enter a 10-digit mobile number");
  if (input.regex) schema = schema.regex(new RegExp(input.regex), input.error_message ?? `Check the ${input.display}`);
  return schema;
}

function numberSchema(input: CustomFormInput): z.ZodType<number, z.ZodTypeDef, unknown> {
  let schema = z.coerce.number({ invalid_type_error: `${input.display}: enter a number` });
  if (input.min !== undefined) schema = schema.min(input.min, `${input.display} must be at least ${input.min}`);
  if (input.max !== undefined) schema = schema.max(input.max, `${input.display} must be at most ${input.max}`);
  return schema.refine((n) => Number.isFinite(n), `${input.display}: enter a number`);
}

function choiceSchema(input: CustomFormInput): z.ZodType<string, z.ZodTypeDef, unknown> {
  const keys = (input.enum ?? []).map((c) => c.key);
  return z
    .string({ invalid_type_error: `Choose one of the ${input.display} options` })
    .refine((v) => keys.includes(v), `Choose one of the ${input.display} options`);
}

/** A checkbox: with choices, the ticked ones (one or a list); without, a yes/no box. */
function checkboxSchema(input: CustomFormInput): z.ZodType<string[] | boolean, z.ZodTypeDef, unknown> {
  if (!input.enum?.length)
    return z.union([z.boolean(), z.enum(["true", "false", "on", "yes"]).transform((v) => v !== "false")], {
      errorMap: () => ({ message: `${input.display}: tick or untick the box` }),
    });
  const keys = input.enum.map((c) => c.key);
  return z
    .union([z.string().transform((v) => [v]), z.array(z.string())])
    .refine((list) => list.every((v) => keys.includes(v)), `Choose from the ${input.display} options`)
    .transform((list) => keys.filter((k) => list.includes(k)));
}

function fieldSchema(input: CustomFormInput): z.ZodTypeAny {
  switch (input.type) {
    case "number":
      return numberSchema(input);
    case "dropdown":
    case "radio":
      return choiceSchema(input);
    case "checkbox":
      return checkboxSchema(input);
    default:
      return textSchema(input);
  }
}

/** Whether an answer counts as given: an empty list or an unticked yes/no box does not. */
const answered = (v: unknown) => !blank(v) && v !== false && !(Array.isArray(v) && v.length === 0);

function requiredMessage(input: CustomFormInput): string {
  if (input.type === "checkbox")
    return input.enum?.length ? `Choose at least one ${input.display} option` : `Tick “${input.display}” to continue`;
  if (input.type === "dropdown" || input.type === "radio") return `Choose an option for ${input.display}`;
  return `${input.display} is required`;
}

/** The schema of one form's answers, keyed by field key (absent optional answers are dropped). */
function formAnswersSchema(inputs: CustomFormInput[]) {
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const input of inputs) {
    const message = requiredMessage(input);
    shape[input.key] = z.unknown().superRefine((value, ctx) => {
      if (!answered(value)) {
        if (input.required) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
        return;
      }
      const result = fieldSchema(input).safeParse(value);
      if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ ...issue, path: [] });
    });
  }
  return z.object(shape).strict("Unknown field");
}

type FormAnswer = { key: string; value: unknown };

/**
 * Validates a submission against the form's fields: `{answers}` in the form's order (unanswered
 * optional fields left out), or `{errors}` keyed by field key.
 */
export function checkFormAnswers(
  inputs: CustomFormInput[],
  response: { key: string; value?: unknown }[],
): { answers: FormAnswer[] } | { errors: Record<string, string[]> } {
  const values: Record<string, unknown> = {};
  const errors: Record<string, string[]> = {};
  for (const { key, value } of response) {
    if (key in values) (errors[key] ??= []).push("Answered more than once");
    values[key] = value;
  }
  const result = formAnswersSchema(inputs).safeParse(values);
  if (!result.success)
    for (const issue of result.error.issues) {
      if (issue.code === z.ZodIssueCode.unrecognized_keys)
        for (const key of issue.keys) (errors[key] ??= []).push("Unknown field");
      else (errors[String(issue.path[0] ?? "_")] ??= []).push(issue.message);
    }
  if (Object.keys(errors).length) return { errors };
  const answers: FormAnswer[] = [];
  for (const input of inputs) {
    const value = values[input.key];
    if (answered(value)) answers.push({ key: input.key, value: fieldSchema(input).parse(value) });
  }
  return { answers };
}
