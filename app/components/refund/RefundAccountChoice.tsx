/**
 * A shipment's refund page: which refund account this shipment's refund goes to (the one chosen
 * before, else the default preselected); a plain form posting to the page's action.
 */
import { useNavigation } from "@remix-run/react";
import { ProfileForm } from "~/components/profile/ProfileCard";
import { formState } from "~/components/profile/form-state";
import type { RefundAccountView } from "~/lib/refund-accounts";
import { NO_ACCOUNTS, type Result } from "./RefundAccounts";
import { FieldError } from "~/components/field-messages";

export function RefundAccountChoice({
  path,
  accounts,
  chosen,
  result,
}: {
  path: string;
  accounts: RefundAccountView[];
  chosen: string | null;
  result: Result;
}) {
  const busy = useNavigation().state === "submitting";
  if (accounts.length === 0) return <p className="profile-empty">{NO_ACCOUNTS}</p>;
  const state = formState(result, "choose");
  const selected = chosen ?? accounts.find((a) => a.isDefault)?.id;
  const errorId = state.error("beneficiaryId") ? "beneficiaryId-error" : undefined;
  return (
    <ProfileForm action={path} errorId="choose-error" formError={state.formError}>
      <fieldset aria-describedby={errorId}>
        <legend>Send the refund to</legend>
        {accounts.map((a) => (
          <div key={a.id} className="refund-account__choice">
            <input
              type="radio"
              id={`account-${a.id}`}
              name="beneficiaryId"
              value={a.id}
              defaultChecked={a.id === selected}
            />{" "}
            <label htmlFor={`account-${a.id}`}>
              {a.title} <span className="refund-account__detail">{a.detail}</span>
              {a.holder ? <> · {a.holder}</> : null}
            </label>
          </div>
        ))}
      </fieldset>
      <FieldError id={errorId} message={state.error("beneficiaryId")} />
      <button type="submit" name="intent" value="choose" disabled={busy}>
        Use this account
      </button>
    </ProfileForm>
  );
}
