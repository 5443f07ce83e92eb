/**
 * /contact-us/: the store's support contacts (getContactInfo: support phones, e-mails and hours,
 * and the store's address) and the contact form. The action checks the form (~/lib/contact-form),
 * files a 'contact-us' ticket (status pending, priority low; spec part 2 §5) and redirects (303)
 * to the thank-you view. A form whose hidden 'website' field is filled in was sent by a bot: it is
 * thanked the same way and files nothing. The service limits messages per shopper address, so the
 * call forwards it (visitorApi).
 */
import { randomUUID } from "node:crypto";
import { redirect, type AppLoadContext } from "@remix-run/node";
import type { ApplicationInformation } from "~/sdk/api";
import { HONEYPOT_FIELD, type ContactField } from "~/lib/contact-fields";
import { checkContact, CONTACT_LIMITS, contactValues } from "~/lib/contact-form";
import { formFailure, serviceFailure } from "~/forms.server";
import { requestScope } from "~/request-scope.server";
import { cachedPublic, critical } from "~/sdk.server";

const IDEMPOTENCY_KEY = /^[\w-]{8,128}$/;

export interface ContactPageData {
  support: {
    phones: { label: string; display: string; tel: string }[];
    emails: { label: string; address: string }[];
    timing: string;
    address: string[];
  };
  sent: boolean;
  idempotencyKey: string;
  /** For the inputs' maxlength (the rules stay on the server). */
  limits: { name: number; email: number; phone: number; comment: number };
}

/** The store's support contacts and address as the contact page and the contact-details section show them. */
export function supportOf(info: ApplicationInformation): ContactPageData["support"] {
  const { support, address } = info;
  return {
    phones: (support?.phone ?? []).map((p) => ({
      label: p.key || "Phone",
      display: `${p.code} ${p.number}`.trim(),
      tel: `${p.code}${p.number}`.replace(/[^\d+]/g, ""),
    })),
    emails: (support?.email ?? []).map((e) => ({ label: e.key || "E-mail", address: e.value })),
    timing: support?.timing ?? "",
    address: address
      ? [...(address.address_line ?? []), [address.city, address.pincode].filter(Boolean).join(" "), address.country]
          .map((line) => String(line ?? "").trim())
          .filter(Boolean)
      : [],
  };
}

export async function loadContactPage(request: Request, context: AppLoadContext): Promise<ContactPageData> {
  const api = requestScope(request, context).api;
  const info = await critical(cachedPublic("app:information", () => api.configuration.getContactInfo()));
  return {
    support: supportOf(info),
    sent: new URL(request.url).searchParams.get("sent") === "1",
    idempotencyKey: randomUUID(),
    limits: CONTACT_LIMITS,
  };
}

const SENT = "/contact-us/?sent=1";

export async function handleContact(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const values = contactValues(form);
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim()) return redirect(SENT, 303);

  const checked = checkContact(form);
  if (!checked.ok) {
    const errors: Partial<Record<ContactField, string[]>> = {};
    for (const [field, message] of Object.entries(checked.errors)) errors[field as ContactField] = [message];
    return formFailure(400, { intent: "contact", errors, values });
  }
  const { name, email, phone, comment } = checked.message;
  const key = form.get("idempotencyKey");
  try {
    await requestScope(request, context)
      .visitorApi()
      .lead.createTicket({
        body: {
          category: "contact-us",
          status: "pending",
          priority: "low",
          content: { title: `Contact request from ${name}`, description: comment, attachments: [] },
          _custom_json: { comms_details: { name, email, phone } },
        },
        ...(typeof key === "string" && IDEMPOTENCY_KEY.test(key) ? { requestHeaders: { "idempotency-key": key } } : {}),
      });
  } catch (error) {
    // The service's refusal (e.g. too many messages) is shown on the form: spec 'returns the ticket error'.
    const failure = serviceFailure(error);
    return formFailure(failure.status, { intent: "contact", formError: failure.message, values });
  }
  return redirect(SENT, 303);
}
