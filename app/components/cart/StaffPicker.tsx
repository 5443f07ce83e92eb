/**
 * The bag's staff selection (stores with the `staff_selection` feature on): the staff member who
 * helped the shopper, kept on the cart for 15 minutes; the `staff` intent of the `/cart` action.
 */
import { IntentForm } from "~/components/cart/IntentForm";
import type { StaffChoiceView } from "~/lib/cart/offers";

export function StaffPicker({ staff, bagHref }: { staff: StaffChoiceView; bagHref: string }) {
  return (
    <IntentForm intent="staff" back={bagHref} className="staff-picker">
      <label htmlFor="staff-user-id">Helped by a staff member?</label>
      <select id="staff-user-id" name="staff_user_id" defaultValue={staff.selected}>
        <option value="">None</option>
        {staff.options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--secondary">
        Save
      </button>
    </IntentForm>
  );
}
