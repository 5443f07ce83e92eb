/**
 * /profile/details/: name, gender and date of birth; setting or changing the password; deleting
 * the account (reasons and consent from the platform config).
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { dobInputValue, GENDER_OPTIONS, isValidDob } from "~/lib/profile";
import { PASSWORD_MAX_LENGTH } from "~/sdk/validation";
import { critical } from "~/sdk.server";
import { nameFields, newPasswordField } from "~/auth/forms.server";
import { loadPlatformConfig } from "~/auth/landing.server";
import { failureFromService, formFailure, intentOf, keptValues, redirectWithSession } from "~/forms.server";
import { doneRedirect, requireProfileUser, type ProfileShopper } from "~/profile/guards.server";
import { PRIVATE_HEADERS } from "~/lib/cache-headers";
import { requestScope, type RequestScope } from "~/request-scope.server";
import { forgetCart } from "~/cart/cart.server";

interface DeleteReason {
  id: string;
  text: string;
  /** The shopper may explain in their own words. */
  showTextArea: boolean;
}

async function hasPassword(shopper: ProfileShopper): Promise<boolean> {
  const { result } = await critical(shopper.api.user.hasPassword());
  return Boolean(result);
}

export async function loadDetails({ request, context }: LoaderFunctionArgs) {
  const shopper = await requireProfileUser(request, context);
  // The store's config, as the signed-in guard read it (cached store-wide): the deletion reasons and consent.
  const [passwordSet, config] = await Promise.all([
    hasPassword(shopper),
    loadPlatformConfig(requestScope(request, context)),
  ]);
  const { user } = shopper;
  const reasons: DeleteReason[] = (config?.delete_account_reasons ?? [])
    .filter((r) => r && r.reason_id && r.reason_text)
    .map((r) => ({ id: r.reason_id, text: r.reason_text, showTextArea: Boolean(r.show_text_area) }));
  return data(
    {
      profile: {
        firstName: user.first_name ?? "",
        lastName: user.last_name ?? "",
        gender: GENDER_OPTIONS.some((g) => g.value === user.gender) ? user.gender : "",
        dob: dobInputValue(user.dob),
      },
      hasPassword: passwordSet,
      deleteReasons: reasons,
      deleteConsent:
        config?.delete_account_consent?.consent_text?.trim() ||
        "I understand that my account and its data will be deleted and cannot be restored.",
      done: new URL(request.url).searchParams.get("done"),
    },
    { headers: PRIVATE_HEADERS },
  );
}

const profileSchema = z.object({
  ...nameFields,
  gender: z
    .enum(["male", "female", "unisex"], { errorMap: () => ({ message: "Choose a gender from the list" }) })
    .optional(),
  dob: z
    .string()
    .trim()
    .refine((value) => isValidDob(value, new Date()), "Enter a real date of birth, not in the future")
    .optional(),
});

const passwordSchema = (needsCurrent: boolean) =>
  z
    .object({
      currentPassword: needsCurrent
        ? z
            .string({ required_error: "Enter your current password" })
            .max(PASSWORD_MAX_LENGTH, "Enter your current password")
        : z.string().optional(),
      newPassword: newPasswordField,
      confirmPassword: z.string({ required_error: "Enter the new password again" }),
    })
    .refine((v) => v.newPassword === v.confirmPassword, {
      message: "The passwords do not match",
      path: ["confirmPassword"],
    });

const deleteSchema = z.object({
  reasonId: z.string().max(100, "Choose a reason").optional(),
  reasonText: z.string().trim().max(500, "Tell us in at most 500 characters").optional(),
  confirm: z.literal("yes", {
    errorMap: () => ({ message: "Tick the box to confirm that you want to delete your account" }),
  }),
});

export async function handleDetailsAction({ request, context }: ActionFunctionArgs) {
  const shopper = await requireProfileUser(request, context);
  const formData = await request.formData();
  const intent = intentOf(formData);
  switch (intent) {
    case "profile":
      return updateProfile(shopper, formData);
    case "password":
      return updatePassword(shopper, formData);
    case "delete":
      return deleteAccount(requestScope(request, context), shopper, formData);
    default:
      return formFailure(400, { intent, formError: "Unknown action" });
  }
}

async function updateProfile(shopper: ProfileShopper, formData: FormData) {
  const intent = "profile";
  const values = keptValues(formData, ["firstName", "lastName", "gender", "dob"]);
  const submission = parseWithZod(formData, { schema: profileSchema });
  if (submission.status !== "success") return formFailure(400, { intent, errors: submission.error ?? {}, values });
  const { firstName, lastName, gender, dob } = submission.value;
  try {
    await shopper.api.user.updateProfile({
      body: { first_name: firstName, last_name: lastName ?? "", gender: gender ?? "", dob: dob ?? "" },
    });
  } catch (error) {
    return failureFromService(
      error,
      intent,
      { first_name: "firstName", last_name: "lastName", gender: "gender", dob: "dob" },
      values,
    );
  }
  return doneRedirect("/profile/details/", "profile-saved");
}

async function updatePassword(shopper: ProfileShopper, formData: FormData) {
  const intent = "password";
  const needsCurrent = await hasPassword(shopper);
  const submission = parseWithZod(formData, { schema: passwordSchema(needsCurrent) });
  if (submission.status !== "success") return formFailure(400, { intent, errors: submission.error ?? {} });
  const { currentPassword, newPassword } = submission.value;
  try {
    await shopper.api.user.updatePassword({
      body: {
        ...(needsCurrent && currentPassword ? { old_password: currentPassword } : {}),
        new_password: newPassword,
      },
    });
  } catch (error) {
    return failureFromService(
      error,
      intent,
      { old_password: "currentPassword", new_password: "newPassword" },
      {},
      needsCurrent ? "currentPassword" : "newPassword",
    );
  }
  return doneRedirect("/profile/details/", needsCurrent ? "password-changed" : "password-set");
}

async function deleteAccount(scope: RequestScope, shopper: ProfileShopper, formData: FormData) {
  const intent = "delete";
  const values = keptValues(formData, ["reasonId", "reasonText"]);
  const submission = parseWithZod(formData, { schema: deleteSchema });
  if (submission.status !== "success") return formFailure(400, { intent, errors: submission.error ?? {}, values });
  const config = await loadPlatformConfig(scope);
  const reasons = config?.delete_account_reasons ?? [];
  const reason = reasons.find((r) => r.reason_id === submission.value.reasonId);
  if (reasons.length && !reason) return formFailure(400, { intent, errors: { reasonId: ["Choose a reason"] }, values });
  const own = submission.value.reasonText;
  const text = reason ? (reason.show_text_area && own ? own : reason.reason_text) : (own ?? "");
  try {
    await shopper.api.user.deleteUser({
      body: { user_id: shopper.user.user_id || shopper.user._id, reason: text, reason_id: reason?.reason_id ?? "" },
    });
  } catch (error) {
    return failureFromService(error, intent, { reason: "reasonText", reason_id: "reasonId" }, values);
  }
  shopper.session.unset("userToken");
  forgetCart(shopper.session);
  return redirectWithSession(shopper.session, "/auth/account-locked/");
}
