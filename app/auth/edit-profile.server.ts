/**
 * /auth/edit-profile/ (spec part 2 §2/§4, decision 0005): names and gender, and the e-mail address
 * or mobile number the store requires when the shopper lacks a verified primary one. Adding a
 * contact sends a code (the add call answers its request id / resend token) and leads to the verify
 * page, which comes back here until nothing is missing, then goes on to the redirect target. A
 * "soft" requirement may be skipped for this session; a "hard" one may not.
 */
import { data, type AppLoadContext, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { requireUser } from "~/guards.server";
import { formatPhoneNumber, parseMobile } from "~/lib/phone.server";
import { missingContacts, profileCompletion, type ContactKind } from "~/lib/profile-completion";
import { authHref, safeRedirect } from "~/lib/redirect";
import type { UserSchema } from "~/sdk/api";
import { emailAddressField } from "~/sdk/fields";
import { requestScope } from "~/request-scope.server";
import { commitSession } from "~/session.server";
import { formFailure, keptValues, redirectWithSession, serviceFailure, type FieldErrors } from "~/forms.server";
import { nameFields, redirectField, redirectParam } from "~/auth/forms.server";
import { loadPlatformConfig, requiredFields } from "~/auth/landing.server";
import { rememberVerifyOtp, VERIFY_PATHS } from "~/auth/otp.server";

const GENDERS = [
  { value: "", label: "Prefer not to say" },
  { value: "female", label: "Female" },
  { value: "male", label: "Male" },
  { value: "unisex", label: "Other" },
] as const;

interface MissingContact {
  kind: ContactKind;
  level: "hard" | "soft";
  /** An unverified entry already on the account (offered again), as typed in the field. */
  current: string;
}

function unverifiedValue(user: UserSchema, kind: ContactKind): string {
  if (kind === "email") {
    const entry = user.emails.find((e) => e.primary && !e.verified) ?? user.emails.find((e) => !e.verified);
    return entry?.email ?? "";
  }
  const entry = user.phone_numbers.find((p) => p.primary && !p.verified) ?? user.phone_numbers.find((p) => !p.verified);
  return entry ? formatPhoneNumber(entry.country_code, entry.phone) : "";
}

async function editProfileState(request: Request, context: AppLoadContext) {
  const shopper = await requireUser(request, context, { allowIncompleteProfile: true });
  const required = requiredFields(await loadPlatformConfig(requestScope(request, context)));
  const missing: MissingContact[] = missingContacts(shopper.user, required).map((m) => ({
    ...m,
    current: unverifiedValue(shopper.user, m.kind),
  }));
  return { shopper, required, missing, level: profileCompletion(shopper.user, required, false) };
}

export async function editProfileLoader({ request, context }: LoaderFunctionArgs) {
  const { shopper, missing, level } = await editProfileState(request, context);
  const { user, session } = shopper;
  const notice = session.get("authNotice") ?? null;
  return data(
    {
      redirectUrl: redirectParam(request),
      notice,
      profile: { firstName: user.first_name ?? "", lastName: user.last_name ?? "", gender: user.gender ?? "" },
      missing,
      /** "hard": no skipping; "soft": "Skip for now" is offered. */
      level,
      genders: GENDERS,
    },
    { headers: { "Set-Cookie": await commitSession(session) } },
  );
}

/** A missing contact's field: required when its level is hard, optional when soft. */
function saveSchema(missing: MissingContact[]) {
  const level = (kind: ContactKind) => missing.find((m) => m.kind === kind)?.level;
  const email = emailAddressField("Enter your e-mail address");
  const mobile = z
    .string({ required_error: "Enter your mobile number" })
    .trim()
    .max(32, "Enter a valid mobile number")
    .transform((input, ctx) => {
      const parsed = parseMobile(input);
      if (!parsed) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: "Enter a valid mobile number" });
        return z.NEVER;
      }
      return parsed;
    });
  return z.object({
    intent: z.literal("save"),
    ...nameFields,
    gender: z.enum(["", "female", "male", "unisex"], { message: "Choose one of the options" }).optional(),
    email:
      level("email") === "hard" ? email : level("email") === "soft" ? email.optional() : z.undefined().catch(undefined),
    mobile:
      level("mobile") === "hard"
        ? mobile
        : level("mobile") === "soft"
          ? mobile.optional()
          : z.undefined().catch(undefined),
    redirectUrl: redirectField,
  });
}

const SERVICE_FIELDS: Record<string, string> = {
  first_name: "firstName",
  last_name: "lastName",
  gender: "gender",
  email: "email",
  phone: "mobile",
  mobile: "mobile",
  country_code: "mobile",
};

function fieldErrorsOf(errors: Record<string, string[]>, fallback?: string): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = SERVICE_FIELDS[key] ?? fallback;
    if (field && Array.isArray(messages) && !out[field]) out[field] = messages;
  }
  return out;
}

export async function editProfileAction({ request, context }: ActionFunctionArgs) {
  const { shopper, required, missing } = await editProfileState(request, context);
  const { session } = shopper;
  const formData = await request.formData();
  const redirectUrl = safeRedirect(formData.get("redirectUrl"));
  const values = keptValues(formData, ["firstName", "lastName", "gender", "email", "mobile"]);

  if (formData.get("intent") === "skip") {
    if (missing.some((m) => m.level === "hard")) {
      return formFailure(400, {
        intent: "skip",
        values,
        formError: "Your profile needs these details before you go on",
      });
    }
    session.set("profileSkipped", true);
    return redirectWithSession(session, redirectUrl);
  }

  const submission = parseWithZod(formData, { schema: saveSchema(missing) });
  if (submission.status !== "success")
    return formFailure(400, { intent: "save", values, errors: submission.error ?? {} });
  const form = submission.value;
  const api = await requestScope(request, context).shopperApi();
  let user = shopper.user;
  try {
    ({ user } = await api.user.updateProfile({
      body: {
        first_name: form.firstName ?? "",
        last_name: form.lastName ?? "",
        ...(form.gender !== undefined ? { gender: form.gender } : {}),
      },
    }));
  } catch (error) {
    const failure = serviceFailure(error);
    const errors = fieldErrorsOf(failure.errors);
    return formFailure(failure.status, {
      intent: "save",
      values,
      errors,
      formError: Object.keys(errors).length ? null : failure.message,
    });
  }

  // A soft requirement left empty counts as skipped for this session.
  if (missing.some((m) => m.level === "soft" && form[m.kind] === undefined)) session.set("profileSkipped", true);
  // One contact at a time (hard ones first): the verify page comes back here for the next.
  const next = [...missing]
    .sort((a, b) => (a.level === b.level ? 0 : a.level === "hard" ? -1 : 1))
    .find((m) => form[m.kind] !== undefined);
  try {
    if (next?.kind === "mobile" && form.mobile) {
      const mobile = form.mobile;
      const added = await api.user.addMobileNumber({
        body: { country_code: mobile.countryCode, phone: mobile.mobile },
      });
      if (added.verify_mobile_otp && added.request_id && added.resend_token) {
        rememberVerifyOtp(session, {
          channel: "sms",
          target: mobile.mobile,
          countryCode: mobile.countryCode,
          requestId: added.request_id,
          resendToken: added.resend_token,
          resendTimer: added.resend_timer,
        });
        return redirectWithSession(session, authHref(VERIFY_PATHS.sms, redirectUrl));
      }
      user = added.user;
    } else if (next?.kind === "email" && form.email) {
      const email = form.email.toLowerCase();
      const added = await api.user.addEmail({ body: { email } });
      if (added.verify_email_otp && added.resend_email_token) {
        rememberVerifyOtp(session, {
          channel: "email",
          target: email,
          resendToken: added.resend_email_token,
          resendTimer: added.resend_timer,
        });
        return redirectWithSession(session, authHref(VERIFY_PATHS.email, redirectUrl));
      }
      user = added.user;
    }
  } catch (error) {
    const failure = serviceFailure(error);
    const errors = fieldErrorsOf(failure.errors, next?.kind);
    return formFailure(failure.status, {
      intent: "save",
      values,
      errors,
      formError: Object.keys(errors).length ? null : failure.message,
    });
  }

  if (profileCompletion(user, required, session.get("profileSkipped") === true) !== "complete") {
    session.flash("authNotice", "Your details are saved.");
    return redirectWithSession(session, authHref("/auth/edit-profile/", redirectUrl));
  }
  return redirectWithSession(session, redirectUrl);
}
