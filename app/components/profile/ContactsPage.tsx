/**
 * The e-mail and phone pages: the entries with their state, the code form of the entry being
 * verified, and the add form. Plain forms (POST with an intent), so they work without JavaScript.
 */
import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { EmailField, FormField, FormNotice, OtpField } from "~/components/FormField";
import { FormError } from "~/components/field-messages";
import { ProfileCard, ProfileForm } from "~/components/profile/ProfileCard";
import type { FormResult } from "~/forms.server";
import { Badges } from "./Badges";
import { formState } from "./form-state";

interface ContactsView {
  entries: {
    target: string;
    display: string;
    badges: string[];
    canMakePrimary: boolean;
    canDelete: boolean;
    canVerify: boolean;
  }[];
  verify: { target: string; display: string; requestId: string | null } | null;
  /** The loader's confirmation of the last step, if any. */
  notice: string | null;
}

interface Props {
  kind: "email" | "phone";
  view: ContactsView;
  result: FormResult | undefined;
}

const TEXT = {
  email: {
    title: "E-mail addresses",
    list: "Your e-mail addresses",
    empty: "You have no e-mail address on your account yet.",
    add: "Add an e-mail address",
    addButton: "Add e-mail address",
    sentBy: "by e-mail",
  },
  phone: {
    title: "Phone numbers",
    list: "Your phone numbers",
    empty: "You have no phone number on your account yet.",
    add: "Add a phone number",
    addButton: "Add phone number",
    sentBy: "by SMS",
  },
} as const;

/** A one-button form acting on one entry (send a code, make primary, remove). */
function EntryAction({
  path,
  target,
  intent,
  busy,
  children,
}: {
  path: string;
  target: string;
  intent: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={path}>
      <input type="hidden" name="target" value={target} />
      <button type="submit" name="intent" value={intent} className="button--link" disabled={busy}>
        {children}
      </button>
    </Form>
  );
}

export function ContactsPage({ kind, view, result }: Props) {
  const text = TEXT[kind];
  const busy = useNavigation().state === "submitting";
  const add = formState(result, "add");
  const verify = formState(result, "verify");
  const other = result && !["add", "verify"].includes(result.intent) ? result.formError : null;
  const path = `/profile/${kind}/`;
  const verifyParams = new URLSearchParams();
  if (view.verify) {
    verifyParams.set("verify", view.verify.target);
    if (view.verify.requestId) verifyParams.set("request_id", view.verify.requestId);
  }
  const verifyAction = `${path}?${verifyParams}`;

  return (
    <article className="profile-page">
      <h1>{text.title}</h1>
      <FormNotice message={view.notice} />
      <FormError id="contact-action-error" message={other} />

      {view.verify ? (
        <ProfileCard id="verify" title={<>Verify {view.verify.display}</>} className="profile-verify">
          <ProfileForm action={verifyAction} errorId="verify-error" formError={verify.formError}>
            <input type="hidden" name="target" value={view.verify.target} />
            {kind === "phone" && view.verify.requestId ? (
              <input type="hidden" name="requestId" value={view.verify.requestId} />
            ) : null}
            <OtpField
              hint={`The 6-digit code we sent ${text.sentBy} to ${view.verify.display}`}
              error={verify.error("otp")}
              defaultValue={verify.values.otp ?? ""}
            />
            <button type="submit" name="intent" value="verify" disabled={busy}>
              Verify
            </button>
          </ProfileForm>
          <div className="profile-verify__more">
            <EntryAction path={path} target={view.verify.target} intent="send-code" busy={busy}>
              Send a new code
            </EntryAction>
            <Link to={path}>Cancel</Link>
          </div>
        </ProfileCard>
      ) : null}

      {view.entries.length ? (
        <ul className="profile-list" aria-label={text.list}>
          {view.entries.map((entry) => (
            <li key={entry.target} className="profile-list__item">
              <span className="profile-list__value">{entry.display}</span>
              <Badges labels={entry.badges} />
              <span className="profile-list__actions">
                {entry.canVerify && view.verify?.target !== entry.target ? (
                  <EntryAction path={path} target={entry.target} intent="send-code" busy={busy}>
                    Verify<span className="visually-hidden"> {entry.display}</span>
                  </EntryAction>
                ) : null}
                {entry.canMakePrimary ? (
                  <EntryAction path={path} target={entry.target} intent="primary" busy={busy}>
                    Make primary<span className="visually-hidden"> {entry.display}</span>
                  </EntryAction>
                ) : null}
                {entry.canDelete ? (
                  <EntryAction path={path} target={entry.target} intent="delete" busy={busy}>
                    Remove<span className="visually-hidden"> {entry.display}</span>
                  </EntryAction>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{text.empty}</p>
      )}

      <ProfileCard id="add" title={text.add}>
        <ProfileForm action={path} errorId="add-error" formError={add.formError}>
          {kind === "email" ? (
            <EmailField
              label="E-mail address"
              required
              error={add.error("email")}
              defaultValue={add.values.email ?? ""}
            />
          ) : (
            <>
              <FormField
                name="countryCode"
                label="Country code"
                type="text"
                inputMode="numeric"
                autoComplete="tel-country-code"
                pattern="\+?[0-9]{1,4}"
                maxLength={5}
                hint="Digits only, e.g. 91 for India."
                error={add.error("countryCode")}
                defaultValue={add.values.countryCode ?? "91"}
              />
              <FormField
                name="mobile"
                label="Mobile number"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                pattern="[0-9]{4,15}"
                maxLength={15}
                required
                hint="Digits only."
                error={add.error("mobile")}
                defaultValue={add.values.mobile ?? ""}
              />
            </>
          )}
          <button type="submit" name="intent" value="add" disabled={busy}>
            {text.addButton}
          </button>
        </ProfileForm>
      </ProfileCard>
    </article>
  );
}
