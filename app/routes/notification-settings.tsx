import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FormNotice } from "~/components/FormField";
import { FormError } from "~/components/field-messages";
import { ProfileNav } from "~/components/profile/ProfileNav";
import { privatePage } from "~/lib/cache-headers";
import { handleNotificationSettings, loadNotificationSettings } from "~/profile/notifications.server";

/**
 * /notification-settings (spec part 1, page type notification-settings): the signed-in shopper
 * chooses the channels the store may use for offers and news (their communication consent). A plain
 * form: without JavaScript it posts and comes back (303) with a notice.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  return loadNotificationSettings(request, context);
}

export function action({ request, context }: ActionFunctionArgs) {
  return handleNotificationSettings(request, context);
}

export const { headers, meta } = privatePage("Notification settings");

export default function NotificationSettings() {
  const { name, nav, rows, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const fieldError = rows.map((row) => result?.errors[row.channel]?.[0]).find(Boolean);
  const error = result?.formError ?? fieldError ?? null;
  return (
    <div className="profile">
      <ProfileNav name={name} entries={nav} />
      <div className="profile__content">
        <article className="profile-page">
          <h1>Notification settings</h1>
          <FormNotice message={result ? null : notice} />
          <p>Choose how we may send you offers, new arrivals and news. Updates about your orders are always sent.</p>
          <Form
            method="post"
            className="notification-settings"
            aria-describedby={error ? "notification-settings-error" : undefined}
          >
            <fieldset>
              <legend>Send me offers and news by</legend>
              {rows.map((row) => {
                const id = `consent-${row.channel}`;
                return (
                  <div key={row.channel} className="notification-settings__choice">
                    <input
                      id={id}
                      type="checkbox"
                      name={row.channel}
                      value="yes"
                      defaultChecked={row.checked}
                      aria-describedby={row.hint ? `${id}-hint` : undefined}
                    />
                    <label htmlFor={id}>{row.label}</label>
                    {row.hint ? (
                      <p id={`${id}-hint`} className="notification-settings__hint">
                        {row.hint}
                      </p>
                    ) : null}
                  </div>
                );
              })}
            </fieldset>
            <FormError id="notification-settings-error" message={error} />
            <button type="submit" className="button" disabled={busy}>
              {busy ? "Saving…" : "Save settings"}
            </button>
          </Form>
        </article>
      </div>
    </div>
  );
}
