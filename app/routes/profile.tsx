import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { ProfileNav } from "~/components/profile/ProfileNav";
import { loadProfileLayout } from "~/profile/layout.server";
import { privatePage } from "~/lib/cache-headers";

/** The profile area (spec part 2 §2): signed-in only; its pages share this navigation. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return loadProfileLayout(request, context);
}

export const { headers, meta } = privatePage("Your account");

export default function ProfileLayout() {
  const { name, nav } = useLoaderData<typeof loader>();
  return (
    <div className="profile">
      <ProfileNav name={name} entries={nav} />
      <div className="profile__content">
        <Outlet />
      </div>
    </div>
  );
}
