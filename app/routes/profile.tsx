import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { ProfileNav } from "~/components/profile/ProfileNav";
import { requireUser } from "~/guards.server";
import { displayName, profileNav } from "~/lib/profile";
import { isCartDisabled } from "~/profile/guards.server";
import { requestScope } from "~/request-scope.server";
import { PRIVATE_HEADERS, privatePage } from "~/lib/cache-headers";

/** The profile area (spec part 2 §2): signed-in only; its pages share this navigation. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const shopper = await requireUser(request, context);
  const cartDisabled = await isCartDisabled(requestScope(request, context));
  return data({ name: displayName(shopper.user), nav: profileNav(cartDisabled) }, { headers: PRIVATE_HEADERS });
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
