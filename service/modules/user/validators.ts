/** The user module's zod schemas: its input rules (spec part 2 §5), with the messages shoppers see. */
import { z } from "zod";
import { EMAIL_PATTERN, MESSAGES, NAME_PATTERN } from "../../contract/validation";
import { emailAddressField, nameText, otpCodeField, strongPasswordField } from "../../contract/fields";

const emailField = emailAddressField("email is required").transform((e) => e.toLowerCase());

const passwordField = strongPasswordField("password is required");

/** A first or last name; `mustBeText`: a value that is not text says so (else zod's own message). */
const nameField = (label: string, required: boolean, mustBeText = false) => {
  const base = nameText(label, mustBeText ? { invalid_type_error: `${label} must be text` } : undefined);
  return required
    ? base.min(1, `${label} is required`).regex(NAME_PATTERN, MESSAGES.name(label))
    : base.refine((v) => v === "" || NAME_PATTERN.test(v), MESSAGES.name(label));
};

const genderField = z.enum(["male", "female", "unisex", ""], { message: "gender must be male, female or unisex" });

/** A country code, as text or a number, with or without its "+". */
const countryCodeField = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim().replace(/^\+/, ""))
  .pipe(z.string().regex(/^\d{1,4}$/, MESSAGES.countryCode));

/** A mobile number without its country code, in the field `name`. */
const numberField = (name: string, message: string = MESSAGES.mobile) =>
  z
    .string({ required_error: `${name} is required` })
    .trim()
    .regex(/^\d{4,15}$/, message);

export const phoneField = z.object({ country_code: countryCodeField, mobile: numberField("mobile") });

export const registerBody = z
  .object({
    first_name: nameField("First name", true),
    last_name: nameField("Last name", false).default(""),
    gender: genderField.default(""),
    email: emailField.optional(),
    phone: phoneField.optional(),
    mobile: phoneField.optional(),
    password: passwordField,
    register_token: z.string().max(200).optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.email && !body.phone && !body.mobile)
      ctx.addIssue({ code: "custom", path: ["email"], message: MESSAGES.contact });
  })
  .transform(({ mobile, phone, ...rest }) => ({ ...rest, phone: phone ?? mobile }));

export const loginBody = z.object({
  username: z.string({ required_error: "username is required" }).trim().min(1, "username is required").max(254),
  // Not the strength rule: old passwords must still be accepted at login.
  password: z.string({ required_error: "password is required" }).min(1, "password is required").max(128),
});

/** GET user-exists. */
export const userExistsQuery = z.object({
  q: z.string({ required_error: "q is required" }).trim().min(1, "q is required").max(254),
});

// ---------------------------------------------------------------------------------------------
// One-time codes, passwords, verification links, account deletion and contacts

/** A one-time code: exactly OTP_LENGTH digits. */
const otpField = otpCodeField("otp is required");

const requestIdField = z
  .string({ required_error: "request_id is required" })
  .trim()
  .min(1, "request_id is required")
  .max(64);
const sendAction = {
  action: z.enum(["send", "resend"], { message: "action must be send or resend" }).default("send"),
  token: z.string().max(200).optional(),
};

/** login/otp, otp/mobile/send, otp/forgot/mobile/send: a mobile number (and a resend). */
export const sendMobileOtpBody = phoneField.extend(sendAction);

/** otp/mobile/verify, otp/forgot/mobile/verify. */
export const verifyMobileOtpBody = z.object({ request_id: requestIdField, otp: otpField });

/** otp/email/send, otp/forgot/email/send. */
export const sendEmailOtpBody = z.object({ email: emailField, ...sendAction });

/** otp/email/verify, otp/forgot/email/verify. */
export const verifyEmailOtpBody = z.object({ email: emailField, otp: otpField });

/** A link's code (reset, verification). */
export const codeBody = z.object({
  code: z.string({ required_error: "code is required" }).trim().min(1, "code is required").max(200),
});

/** login/password/reset/forgot and login/password/forgot. */
export const forgotPasswordBody = codeBody.extend({ password: passwordField });

/** login/password/reset (e-mail a link). */
export const resetEmailBody = z.object({ email: emailField });

/** POST password: new_password follows the strength rule; old_password is checked against the account. */
export const updatePasswordBody = z.object({
  old_password: z.string().max(128).optional(),
  new_password: strongPasswordField("new_password is required"),
});

/** POST delete. */
export const deleteUserBody = z.object({
  user_id: z.string({ required_error: "user_id is required" }).trim().min(1, "user_id is required").max(64),
  reason: z.string().trim().max(500, "reason must be at most 500 characters").optional(),
  reason_id: z.string().trim().max(64).optional(),
  request_id: z.string().max(64).optional(),
  otp: z.string().max(16).optional(),
});

/** PUT profile email, POST email/primary, email/link/send. */
export const emailBody = z.object({ email: emailField });

/** PUT profile mobile, POST mobile/primary, mobile/link/send: `phone` is the number. */
export const contactPhoneBody = z.object({ country_code: countryCodeField, phone: numberField("phone") });

const flag = z.enum(["true", "false"]).optional();
/** DELETE profile email (query). */
export const deleteEmailQuery = z.object({
  email: emailField,
  platform: z.string().optional(),
  active: flag,
  primary: flag,
  verified: flag,
});
/** DELETE profile mobile (query). */
export const deletePhoneQuery = contactPhoneBody.extend({
  platform: z.string().optional(),
  active: flag,
  primary: flag,
  verified: flag,
});

// ---------------------------------------------------------------------------------------------
// Profile, user attributes, platform config and social sign-in

/** A real calendar date written YYYY-MM-DD. */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

const isHttpsUrl = (value: string) => {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
};

const mobileObject = z.object({
  phone: numberField("mobile.phone", MESSAGES.mobileLength),
  country_code: countryCodeField,
});

/** POST profile detail; `today` (YYYY-MM-DD) bounds the date of birth. */
export function profileBody(today: string) {
  return z
    .object({
      first_name: nameField("First name", true, true).optional(),
      last_name: nameField("Last name", false, true).optional(),
      gender: genderField.optional(),
      dob: z
        .string({ invalid_type_error: "Date of birth must be a date written YYYY-MM-DD" })
        .trim()
        .refine((v) => v === "" || isCalendarDate(v), "Date of birth must be a date written YYYY-MM-DD")
        .refine((v) => v === "" || v <= today, "Date of birth cannot be in the future")
        .refine((v) => v === "" || v >= "1900-01-01", "Date of birth must be after 1900")
        .optional(),
      profile_pic_url: z
        .string({ invalid_type_error: "profile_pic_url must be text" })
        .trim()
        .max(2048, "profile_pic_url must be at most 2048 characters")
        .refine((v) => v === "" || isHttpsUrl(v), "profile_pic_url must be an https URL")
        .optional(),
      email: z
        .string({ invalid_type_error: "email must be text" })
        .trim()
        .max(254, MESSAGES.email)
        .refine((v) => v === "" || EMAIL_PATTERN.test(v), MESSAGES.email)
        .transform((v) => v.toLowerCase())
        .optional(),
      // The official model sends {phone, country_code}; a bare number with a top-level country_code is accepted too.
      mobile: z.union([mobileObject, z.string().trim()]).optional(),
      country_code: z.union([z.string(), z.number()]).optional(),
      register_token: z.string().max(500).optional(),
      sender: z.string().max(200).optional(),
      encrypt_otp: z.boolean().optional(),
      android_hash: z.string().max(200).optional(),
    })
    .transform(({ mobile, country_code, ...rest }) => {
      let phone: { phone: string; country_code: string } | undefined;
      if (typeof mobile === "string") {
        if (mobile !== "")
          phone = { phone: mobile.replace(/\D/g, ""), country_code: String(country_code ?? "91").replace(/^\+/, "") };
      } else if (mobile) phone = mobile;
      return { ...rest, phone };
    });
}
export type ProfileBody = z.infer<ReturnType<typeof profileBody>>;

/** The name of a user attribute. */
export const ATTRIBUTE_KEY = /^[a-z][a-z0-9_]{0,49}$/;

/** GET user-attributes. */
export const attributesQuery = z.object({
  slug: z.string().trim().regex(ATTRIBUTE_KEY, "slug must be an attribute name").optional(),
});

/** PATCH user-attributes (names, count and sizes are checked by profile.ts). */
export const attributesBody = z.object({
  attributes: z.record(z.string(), z.unknown(), {
    required_error: "attributes is required",
    invalid_type_error: "attributes must be an object",
  }),
});

/** GET platform config. */
export const platformConfigQuery = z.object({
  name: z.string().trim().max(100, "name must be at most 100 characters").optional(),
});

/** The query of the social sign-in calls. */
export const socialQuery = z.object({ platform: z.string().max(100).optional() });

const optionalText = z.string().max(4096).optional();
/** login/facebook-token, login/google-token, google-android, google-ios. */
export const oauthBody = z.object({
  is_signed_in: z.boolean().optional(),
  oauth2: z
    .object({ access_token: optionalText, expiry: z.number().optional(), refresh_token: optionalText })
    .optional(),
  profile: z
    .object({
      id: optionalText,
      email: z.string().max(254).optional(),
      full_name: optionalText,
      first_name: optionalText,
      last_name: optionalText,
      image: optionalText,
    })
    .optional(),
});
/** login/apple-ios. */
export const appleBody = z.object({
  user_identifier: optionalText,
  oauth: z.object({ identity_token: optionalText }).optional(),
  profile: z.object({ full_name: optionalText, first_name: optionalText, last_name: optionalText }).optional(),
});
