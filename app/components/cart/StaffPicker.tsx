/**
 * The bag's staff selection (stores with the `staff_selection` feature on): the staff member who
 * helped the shopper, kept on the cart for 15 minutes. One form posting the `staff` intent to the
 * `/cart` action: with JavaScript through a fetcher (JSON), without it as a plain form (303).
 */
import { useFetcher } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { CartActionResult } from "~/cart/action.server";
import type { StaffChoiceView } from "~/lib/cart/offers";

/** STAFF_FIELD of app/lib/cart/offers.ts. */
const FIELD = "staff_user_id";

export function StaffPicker({ staff, bagHref }: { staff: StaffChoiceView; bagHref: string }) {
  const fetcher = useFetcher<CartActionResult>({ key: "cart-staff" });
  const hydrated = useHydrated();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const error = answer && !answer.ok ? (answer.errors[FIELD] ?? answer.message) : null;
  return (
    <section className="staff-picker" aria-labelledby="staff-picker-title">
      <h3 id="staff-picker-title">Helped by a staff member?</h3>
      <fetcher.Form method="post" action="/cart">
        <input type="hidden" name="intent" value="staff" />
        <input type="hidden" name="redirectTo" value={bagHref} />
        <input type="hidden" name="enhanced" value={hydrated ? "1" : ""} />
        <label htmlFor="staff-user-id">Staff member</label>
        <select
          id="staff-user-id"
          name={FIELD}
          defaultValue={staff.selected}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "staff-user-id-error" : undefined}
        >
          <option value="">None</option>
          {staff.options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--secondary" disabled={fetcher.state !== "idle"}>
          Save
        </button>
      </fetcher.Form>
      {answer?.ok ? <p role="status">{answer.message}</p> : null}
      {error ? (
        <p id="staff-user-id-error" className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
