import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FieldError } from "~/components/field-messages";
import { FormField, FormNotice, NameFields, PasswordField } from "~/components/FormField";
import { ProfileCard, ProfileForm } from "~/components/profile/ProfileCard";
import { formState } from "~/components/profile/form-state";
import { GENDER_OPTIONS, noticeFor } from "~/lib/profile";
import type { handleDetailsAction, loadDetails } from "~/profile/details.server";
import { privatePage } from "~/lib/cache-headers";

export { loadDetails as loader, handleDetailsAction as action } from "~/profile/details.server";

export const { headers, meta } = privatePage("Your details");

export default function ProfileDetails() {
  const { profile, hasPassword, deleteReasons, deleteConsent, done } = useLoaderData<typeof loadDetails>();
  const result = useActionData<typeof handleDetailsAction>();
  const busy = useNavigation().state === "submitting";
  const details = formState(result, "profile");
  const password = formState(result, "password");
  const remove = formState(result, "delete");
  const value = (name: keyof typeof profile) => (details.failed ? (details.values[name] ?? "") : profile[name]);
  const gender = value("gender");
  const genderError = details.error("gender");
  const reasonError = remove.error("reasonId");
  const confirmError = remove.error("confirm");
  const reasonTextError = remove.error("reasonText");

  return (
    <article className="profile-page">
      <h1>Your details</h1>
      <FormNotice message={noticeFor(done)} />

      <ProfileCard id="details" title="Personal details">
        <ProfileForm action="/profile/details/" errorId="profile-error" formError={details.formError}>
          <NameFields values={{ firstName: value("firstName"), lastName: value("lastName") }} error={details.error} />
          <fieldset
            className="profile-fieldset"
            role="radiogroup"
            aria-invalid={genderError ? true : undefined}
            aria-describedby={genderError ? "gender-error" : undefined}
          >
            <legend>Gender</legend>
            {GENDER_OPTIONS.map((option) => (
              <label key={option.value || "none"} className="profile-choice">
                <input type="radio" name="gender" value={option.value} defaultChecked={gender === option.value} />
                {option.label}
              </label>
            ))}
            <FieldError id="gender-error" message={genderError} />
          </fieldset>
          <FormField
            name="dob"
            label="Date of birth (optional)"
            type="date"
            autoComplete="bday"
            error={details.error("dob")}
            defaultValue={value("dob")}
          />
          <button type="submit" name="intent" value="profile" disabled={busy}>
            Save details
          </button>
        </ProfileForm>
      </ProfileCard>

      <ProfileCard id="password" title={hasPassword ? "Change password" : "Set a password"}>
        {hasPassword ? null : (
          <p>
            Your account has no password yet: set one to sign in with your e-mail address or mobile number and a
            password.
          </p>
        )}
        <ProfileForm action="/profile/details/" errorId="password-error" formError={password.formError}>
          {hasPassword ? (
            <PasswordField name="currentPassword" label="Current password" error={password.error("currentPassword")} />
          ) : null}
          <PasswordField purpose="new" name="newPassword" label="New password" error={password.error("newPassword")} />
          <PasswordField
            purpose="confirm"
            name="confirmPassword"
            label="Confirm new password"
            error={password.error("confirmPassword")}
          />
          <button type="submit" name="intent" value="password" disabled={busy}>
            {hasPassword ? "Change password" : "Set password"}
          </button>
        </ProfileForm>
      </ProfileCard>

      <ProfileCard id="delete" title="Delete account" className="profile-danger">
        <ProfileForm action="/profile/details/" errorId="delete-error" formError={remove.formError}>
          {deleteReasons.length ? (
            <fieldset
              className="profile-fieldset"
              role="radiogroup"
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? "reasonId-error" : undefined}
            >
              <legend>Why are you leaving?</legend>
              {deleteReasons.map((reason) => (
                <label key={reason.id} className="profile-choice">
                  <input
                    type="radio"
                    name="reasonId"
                    value={reason.id}
                    required
                    defaultChecked={remove.values.reasonId === reason.id}
                  />
                  {reason.text}
                </label>
              ))}
              <FieldError id="reasonId-error" message={reasonError} />
            </fieldset>
          ) : null}
          {deleteReasons.length === 0 || deleteReasons.some((r) => r.showTextArea) ? (
            <div className="auth-form__field">
              <label htmlFor="reasonText">Tell us more (optional)</label>
              <textarea
                id="reasonText"
                name="reasonText"
                rows={3}
                maxLength={500}
                defaultValue={remove.values.reasonText ?? ""}
                aria-invalid={reasonTextError ? true : undefined}
                aria-describedby={reasonTextError ? "reasonText-error" : undefined}
              />
              <FieldError id="reasonText-error" message={reasonTextError} />
            </div>
          ) : null}
          <div className="auth-form__field">
            <label className="profile-choice">
              <input
                type="checkbox"
                name="confirm"
                value="yes"
                required
                aria-invalid={confirmError ? true : undefined}
                aria-describedby={confirmError ? "confirm-error" : undefined}
              />
              {deleteConsent}
            </label>
            <FieldError id="confirm-error" message={confirmError} />
          </div>
          <button type="submit" name="intent" value="delete" className="button--danger" disabled={busy}>
            Delete my account
          </button>
        </ProfileForm>
      </ProfileCard>
    </article>
  );
}
