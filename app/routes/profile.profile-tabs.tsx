import { Form, Link, useRouteLoaderData } from "@remix-run/react";
import type { loader as profileLoader } from "./profile";
import { privatePage } from "~/lib/cache-headers";

export const { headers, meta } = privatePage("Your account");

/** The profile menu; the shopper and the entries come from the layout's loader. */
export default function ProfileTabs() {
  const profile = useRouteLoaderData<typeof profileLoader>("routes/profile");
  if (!profile) return null;
  return (
    <article className="profile-page profile-tabs">
      <h1>{profile.name}</h1>
      <ul className="profile-tabs__menu" aria-label="Account menu">
        {profile.nav.map((entry) => (
          <li key={entry.href}>
            <Link to={entry.href}>{entry.label}</Link>
          </li>
        ))}
        <li>
          <Form method="post" action="/auth/logout">
            <button type="submit" name="intent" value="logout" className="button--link">
              Sign out
            </button>
          </Form>
        </li>
      </ul>
    </article>
  );
}
