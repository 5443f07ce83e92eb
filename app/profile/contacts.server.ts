/**
 * /profile/email/ and /profile/phone/: the shopper's addresses and numbers with their state, and
 * adding, verifying (a 6-digit code), making primary and deleting them. The entry being verified
 * is kept in the URL (`?verify=<target>`, for a phone also `&request_id=`), so the code form works
 * without JavaScript.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { phoneTarget } from "~/lib/contact";
import {
  canDelete,
  canMakePrimary,
  canVerify,
  contactBadges,
  findEmail,
  findPhone,
  sortContacts,
  type ContactBadge,
} from "~/lib/contact-list";
import { formatPhoneNumber } from "~/lib/phone.server";
import type { UserEmail, UserPhoneNumber } from "~/sdk/api";
import { EMAIL_PATTERN, MESSAGES } from "~/sdk/validation";
import { failureFromService, formFailure, intentOf, keptValues } from "~/forms.server";
import { otpField } from "~/auth/forms.server";
import { doneRedirect, requireProfileUser, type ProfileShopper } from "~/profile/guards.server";
import { noticeFor } from "~/lib/profile";
import { PRIVATE_HEADERS } from "~/lib/cache-headers";

/** The store sells in India: new numbers default to +91. */
const DEFAULT_COUNTRY_CODE = "91";
const REQUEST_ID = /^[A-Za-z0-9_-]{1,100}$/;

interface ContactEntry {
  /** What names the entry in forms and URLs: the address, or `<country code>-<number>`. */
  target: string;
  /** As shown: the address, or the formatted number. */
  display: string;
  badges: ContactBadge[];
  canMakePrimary: boolean;
  canDelete: boolean;
  canVerify: boolean;
}

function entryOf(target: string, display: string, flags: UserEmail | UserPhoneNumber): ContactEntry {
  return {
    target,
    display,
    badges: contactBadges(flags),
    canMakePrimary: canMakePrimary(flags),
    canDelete: canDelete(flags),
    canVerify: canVerify(flags),
  };
}

interface ContactsPageData {
  entries: ContactEntry[];
  /** The unverified entry whose code form is open. */
  verify: { target: string; display: string; requestId: string | null } | null;
  /** The confirmation of the step just done (?done=…), worded here so lib/profile stays out of the browser. */
  notice: string | null;
}

const active = <T extends { active: boolean }>(entries: readonly T[] | undefined) =>
  (entries ?? []).filter((e) => e.active !== false);

export async function loadEmails({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireProfileUser(request, context);
  const url = new URL(request.url);
  const emails = sortContacts(active(user.emails));
  const wanted = url.searchParams.get("verify");
  const pending = wanted ? findEmail(emails, wanted) : undefined;
  return data<ContactsPageData>(
    {
      entries: emails.map((e) => entryOf(e.email, e.email, e)),
      verify: pending && !pending.verified ? { target: pending.email, display: pending.email, requestId: null } : null,
      notice: noticeFor(url.searchParams.get("done")),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function loadPhones({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireProfileUser(request, context);
  const url = new URL(request.url);
  const phones = sortContacts(active(user.phone_numbers));
  const wanted = url.searchParams.get("verify");
  const pending = wanted ? findPhone(phones, wanted) : undefined;
  const requestId = url.searchParams.get("request_id");
  return data<ContactsPageData>(
    {
      entries: phones.map((p) =>
        entryOf(phoneTarget(p.country_code, p.phone), formatPhoneNumber(p.country_code, p.phone), p),
      ),
      verify:
        pending && !pending.verified
          ? {
              target: phoneTarget(pending.country_code, pending.phone),
              display: formatPhoneNumber(pending.country_code, pending.phone),
              requestId: requestId && REQUEST_ID.test(requestId) ? requestId : null,
            }
          : null,
      notice: noticeFor(url.searchParams.get("done")),
    },
    { headers: PRIVATE_HEADERS },
  );
}

// ---------------------------------------------------------------------------------------------
// Forms

const emailField = z
  .string({ required_error: "Enter an e-mail address" })
  .trim()
  .max(254, MESSAGES.email)
  .regex(EMAIL_PATTERN, MESSAGES.email);
const targetField = z.string({ required_error: "Unknown entry" }).max(260, "Unknown entry");

const addEmailSchema = z.object({ email: emailField });
const verifyEmailSchema = z.object({ target: targetField, otp: otpField });
const targetSchema = z.object({ target: targetField });

const addPhoneSchema = z.object({
  countryCode: z
    .string()
    .trim()
    .transform((v) => v.replace(/^\+/, ""))
    .pipe(z.string().regex(/^\d{1,4}$/, MESSAGES.countryCode))
    .optional(),
  mobile: z
    .string({ required_error: "Enter a mobile number" })
    .trim()
    .regex(/^\d+$/, MESSAGES.mobile)
    .min(4, MESSAGES.mobileLength)
    .max(15, MESSAGES.mobileLength),
});
const verifyPhoneSchema = z.object({
  target: targetField,
  requestId: z.string({ required_error: "Send a new code first" }).regex(REQUEST_ID, "Send a new code first"),
  otp: otpField,
});

const unknownEntry = (intent: string) =>
  formFailure(404, { intent, formError: "That entry is no longer on your account." });

export async function handleEmailAction({ request, context }: ActionFunctionArgs) {
  const shopper = await requireProfileUser(request, context);
  const formData = await request.formData();
  const intent = intentOf(formData);
  const { api } = shopper;
  const path = "/profile/email/";

  if (intent === "add") {
    const values = keptValues(formData, ["email"]);
    const submission = parseWithZod(formData, { schema: addEmailSchema });
    if (submission.status !== "success") return formFailure(400, { intent, errors: submission.error ?? {}, values });
    const email = submission.value.email.toLowerCase();
    // An unverified address may be added again: the service sends it a new code.
    if (findEmail(shopper.user.emails ?? [], email)?.verified) {
      return formFailure(400, {
        intent,
        errors: { email: ["This e-mail address is already on your account"] },
        values,
      });
    }
    let answer;
    try {
      answer = await api.user.addEmail({ body: { email } });
    } catch (error) {
      return failureFromService(error, intent, { email: "email" }, values);
    }
    const added = findEmail(answer.user?.emails ?? [], email);
    if (added?.verified) return doneRedirect(path, "email-saved");
    return answer.verify_email_otp
      ? doneRedirect(path, "email-added", { verify: email })
      : doneRedirect(path, "email-saved");
  }

  if (intent === "verify") {
    const values = keptValues(formData, ["otp"]);
    const submission = parseWithZod(formData, { schema: verifyEmailSchema });
    if (submission.status !== "success") return formFailure(400, { intent, errors: submission.error ?? {}, values });
    const entry = findEmail(shopper.user.emails ?? [], submission.value.target);
    if (!entry) return unknownEntry(intent);
    try {
      await api.user.verifyEmailOTP({ body: { email: entry.email, otp: submission.value.otp } });
    } catch (error) {
      return failureFromService(error, intent, { otp: "otp", email: "otp" }, values, "otp");
    }
    return doneRedirect(path, "email-verified");
  }

  const submission = parseWithZod(formData, { schema: targetSchema });
  if (submission.status !== "success") return formFailure(400, { intent, formError: "Unknown entry" });
  const entry = findEmail(shopper.user.emails ?? [], submission.value.target);
  if (!entry) return unknownEntry(intent);

  try {
    switch (intent) {
      case "send-code":
        await api.user.sendOTPOnEmail({ body: { email: entry.email, action: "send" } });
        return doneRedirect(path, "email-code-sent", { verify: entry.email });
      case "primary":
        if (!canMakePrimary(entry))
          return formFailure(400, { intent, formError: "Only a verified address can become primary." });
        await api.user.setEmailAsPrimary({ body: { email: entry.email } });
        return doneRedirect(path, "email-primary");
      case "delete":
        if (!canDelete(entry))
          return formFailure(400, { intent, formError: "Make another address primary before removing this one." });
        await api.user.deleteEmail({
          active: entry.active,
          primary: entry.primary,
          verified: entry.verified,
          email: entry.email,
        });
        return doneRedirect(path, "email-deleted");
      default:
        return formFailure(400, { intent, formError: "Unknown action" });
    }
  } catch (error) {
    return failureFromService(error, intent, {}, {});
  }
}

export async function handlePhoneAction({ request, context }: ActionFunctionArgs) {
  const shopper: ProfileShopper = await requireProfileUser(request, context);
  const formData = await request.formData();
  const intent = intentOf(formData);
  const { api } = shopper;
  const path = "/profile/phone/";
  const phones = shopper.user.phone_numbers ?? [];

  if (intent === "add") {
    const values = keptValues(formData, ["countryCode", "mobile"]);
    const submission = parseWithZod(formData, { schema: addPhoneSchema });
    if (submission.status !== "success") return formFailure(400, { intent, errors: submission.error ?? {}, values });
    const countryCode = submission.value.countryCode || DEFAULT_COUNTRY_CODE;
    const { mobile } = submission.value;
    const target = phoneTarget(countryCode, mobile);
    if (findPhone(phones, target)?.verified) {
      return formFailure(400, { intent, errors: { mobile: ["This number is already on your account"] }, values });
    }
    let answer;
    try {
      answer = await api.user.addMobileNumber({ body: { country_code: countryCode, phone: mobile } });
    } catch (error) {
      return failureFromService(
        error,
        intent,
        { phone: "mobile", mobile: "mobile", country_code: "countryCode" },
        values,
      );
    }
    const added = findPhone(answer.user?.phone_numbers ?? [], target);
    if (added?.verified || !answer.verify_mobile_otp) return doneRedirect(path, "phone-saved");
    return doneRedirect(path, "phone-added", { verify: target, request_id: answer.request_id });
  }

  if (intent === "verify") {
    const values = keptValues(formData, ["otp"]);
    const submission = parseWithZod(formData, { schema: verifyPhoneSchema });
    if (submission.status !== "success") {
      const errors = submission.error ?? {};
      // A missing request id is not the shopper's typing: say what to do instead.
      const formError = errors.requestId?.[0] ?? null;
      return formFailure(400, { intent, errors: { otp: errors.otp }, formError, values });
    }
    const entry = findPhone(phones, submission.value.target);
    if (!entry) return unknownEntry(intent);
    try {
      await api.user.verifyMobileOTP({ body: { request_id: submission.value.requestId, otp: submission.value.otp } });
    } catch (error) {
      return failureFromService(error, intent, { otp: "otp" }, values, "otp");
    }
    return doneRedirect(path, "phone-verified");
  }

  const submission = parseWithZod(formData, { schema: targetSchema });
  if (submission.status !== "success") return formFailure(400, { intent, formError: "Unknown entry" });
  const entry = findPhone(phones, submission.value.target);
  if (!entry) return unknownEntry(intent);
  const countryCode = String(entry.country_code);
  const target = phoneTarget(countryCode, entry.phone);

  try {
    switch (intent) {
      case "send-code": {
        const sent = await api.user.sendOTPOnMobile({
          body: { mobile: entry.phone, country_code: countryCode, action: "send" },
        });
        return doneRedirect(path, "phone-code-sent", { verify: target, request_id: sent.request_id });
      }
      case "primary":
        if (!canMakePrimary(entry))
          return formFailure(400, { intent, formError: "Only a verified number can become primary." });
        await api.user.setMobileNumberAsPrimary({ body: { country_code: countryCode, phone: entry.phone } });
        return doneRedirect(path, "phone-primary");
      case "delete":
        if (!canDelete(entry))
          return formFailure(400, { intent, formError: "Make another number primary before removing this one." });
        await api.user.deleteMobileNumber({
          active: entry.active,
          primary: entry.primary,
          verified: entry.verified,
          countryCode,
          phone: entry.phone,
        });
        return doneRedirect(path, "phone-deleted");
      default:
        return formFailure(400, { intent, formError: "Unknown action" });
    }
  } catch (error) {
    return failureFromService(error, intent, {}, {});
  }
}
