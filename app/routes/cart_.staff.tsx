import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { loadStaffPage } from "~/cart/staff.server";
import { privatePage } from "~/lib/cache-headers";

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadStaffPage(request, context);
}

export const { headers, meta } = privatePage("Staff member");

/** /cart/staff/: choose the staff member who helped (kept on the cart for 15 minutes). */
export default function StaffPage() {
  const { staff, bagHref } = useLoaderData<typeof loader>();
  return (
    <article className="staff-page">
      <p>
        <Link to={bagHref}>Back to your cart</Link>
      </p>
      <h1>Staff member</h1>
      <Form method="post" action="/cart" className="staff-picker">
        <input type="hidden" name="intent" value="staff" />
        <input type="hidden" name="redirectTo" value={bagHref} />
        <label htmlFor="staff-user-id">Who helped you in the store?</label>
        <select id="staff-user-id" name="staff_user_id" defaultValue={staff.selected}>
          <option value="">None</option>
          {staff.options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        <button type="submit">Save</button>
      </Form>
    </article>
  );
}
