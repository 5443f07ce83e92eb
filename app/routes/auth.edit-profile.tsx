import { useFormRoute } from "~/components/use-form-route";
import { FormWithError, FieldError } from "~/components/field-messages";
import type { editProfileAction, editProfileLoader } from "~/auth/edit-profile.server";
import { EmailField, FormNotice, MobileField, NameFields } from "~/components/FormField";
import { privatePage } from "~/lib/cache-headers";

/** Needs a signed-in shopper (any profile state): names, and a contact the store requires. */
export { editProfileLoader as loader, editProfileAction as action } from "~/auth/edit-profile.server";

export const { headers, meta } = privatePage("Complete your profile");

export default function EditProfilePage() {
  const { page, result, busy } = useFormRoute<typeof editProfileLoader, typeof editProfileAction>();
  const values = result?.values;
  const error = (name: string) => (result?.intent === "save" ? result.errors[name]?.[0] : undefined);
  const value = (name: "firstName" | "lastName" | "gender") => values?.[name] ?? page.profile[name];
  const needs = (kind: "email" | "mobile") => page.missing.find((m) => m.kind === kind);
  const email = needs("email");
  const mobile = needs("mobile");

  return (
    <article className="auth-page">
      <h1>Complete your profile</h1>
      <FormNotice id="profile-notice" message={result ? null : page.notice} />
      {page.missing.length ? (
        <p id="profile-intro">
          {page.level === "hard" ? "This store needs" : "This store asks for"}{" "}
          {page.missing
            .map((m) => (m.kind === "email" ? "a verified e-mail address" : "a verified mobile number"))
            .join(" and ")}
          . We'll send a code to check it.
        </p>
      ) : null}
      <FormWithError noValidate errorId="profile-error" formError={result?.formError}>
        <input type="hidden" name="redirectUrl" value={page.redirectUrl} />
        <NameFields values={{ firstName: value("firstName"), lastName: value("lastName") }} error={error} />
        <div className="auth-form__field">
          <label htmlFor="gender">Gender (optional)</label>
          <select
            id="gender"
            name="gender"
            defaultValue={value("gender")}
            aria-invalid={error("gender") ? true : undefined}
            aria-describedby={error("gender") ? "gender-error" : undefined}
          >
            {page.genders.map((g) => (
              <option key={g.value} value={g.value}>
                {g.label}
              </option>
            ))}
          </select>
          <FieldError id="gender-error" message={error("gender")} />
        </div>
        {email ? (
          <EmailField
            label={email.level === "hard" ? "E-mail" : "E-mail (optional)"}
            required={email.level === "hard"}
            hint="We'll send a code to verify it."
            defaultValue={values?.email ?? email.current}
            error={error("email")}
          />
        ) : null}
        {mobile ? (
          <MobileField
            label={mobile.level === "hard" ? "Mobile number" : "Mobile number (optional)"}
            required={mobile.level === "hard"}
            hint="We'll send a code by SMS to verify it. Numbers without a country code are Indian (+91)."
            defaultValue={values?.mobile ?? mobile.current}
            error={error("mobile")}
          />
        ) : null}
        <div className="auth-form__actions">
          <button type="submit" name="intent" value="save" disabled={busy}>
            {page.missing.length ? "Save and continue" : "Save"}
          </button>
          {page.level === "soft" ? (
            <button
              type="submit"
              name="intent"
              value="skip"
              className="button--secondary"
              formNoValidate
              disabled={busy}
            >
              Skip for now
            </button>
          ) : null}
        </div>
      </FormWithError>
    </article>
  );
}
