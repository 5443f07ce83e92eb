/**
 * Refund accounts, shared by the profile page and a shipment's refund page: the accounts (with
 * "Make default" or a choice for the refund), the add forms (bank account, UPI ID) and the one-time
 * code step. Plain forms posting to the page's action, so they work without JavaScript; with it the
 * IFSC is checked as the shopper leaves the field and the bank's name is shown.
 */
import { Form, useFetcher, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { FormField, OtpField } from "~/components/FormField";
import { ProfileCard, ProfileForm } from "~/components/profile/ProfileCard";
import { formState } from "~/components/profile/form-state";
import type { FormResult } from "~/forms.server";
import type { RefundAccountView } from "~/lib/refund-accounts";
import type { IfscCodeDetails } from "~/sdk";
import type { CodeStep } from "~/profile/refund-accounts.server";

type Result = (FormResult & { bank?: IfscCodeDetails }) | undefined;

export function RefundAccountList({
  path,
  accounts,
  choose,
}: {
  path: string;
  accounts: RefundAccountView[];
  /** On a refund page: the account chosen for this shipment (else the default is preselected). */
  choose?: { chosen: string | null; result: Result };
}) {
  const busy = useNavigation().state === "submitting";
  if (accounts.length === 0) return <p className="profile-empty">You have no refund accounts yet.</p>;
  if (choose) {
    const state = formState(choose.result, "choose");
    const selected = choose.chosen ?? accounts.find((a) => a.isDefault)?.id;
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
        {errorId ? (
          <p id={errorId} className="field-error">
            {state.error("beneficiaryId")}
          </p>
        ) : null}
        <button type="submit" name="intent" value="choose" disabled={busy}>
          Use this account
        </button>
      </ProfileForm>
    );
  }
  return (
    <ul className="profile-grid" aria-label="Refund accounts">
      {accounts.map((a) => (
        <li key={a.id} className="profile-card">
          <h3 className="profile-card__title">
            {a.title} <span className="refund-account__detail">{a.detail}</span>
            {a.isDefault ? <span className="badge"> Default</span> : null}
          </h3>
          <dl className="profile-facts">
            {a.holder ? (
              <div>
                <dt>Account holder</dt>
                <dd>{a.holder}</dd>
              </div>
            ) : null}
            {a.ifsc ? (
              <div>
                <dt>IFSC</dt>
                <dd>{a.ifsc}</dd>
              </div>
            ) : null}
          </dl>
          {a.isDefault ? null : (
            <Form method="post" action={path}>
              <input type="hidden" name="beneficiaryId" value={a.id} />
              <button type="submit" name="intent" value="set-default" className="button--link" disabled={busy}>
                Make default<span className="visually-hidden"> {`${a.title} ${a.detail}`}</span>
              </button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The bank's name for the IFSC: checked on the server (button, JS off) or through a fetcher on blur (JS on). */
function IfscField({ result }: { result: Result }) {
  const state = formState(result, result?.intent === "check-ifsc" ? "check-ifsc" : "add-bank");
  const fetcher = useFetcher<IfscCodeDetails>();
  const [checked, setChecked] = useState<string | null>(null);
  const fromServer = result?.intent === "check-ifsc" ? result.bank : undefined;
  const live = checked !== null ? fetcher.data : undefined;
  const bank = live ?? fromServer;
  const error = state.error("ifsc") ?? (live && !live.success ? live.message : undefined);
  return (
    <>
      <FormField
        name="ifsc"
        label="IFSC code"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={20}
        required
        defaultValue={state.values.ifsc}
        error={error}
        hint="11 characters, e.g. HDFC0001234"
        onBlur={(event) => {
          const value = event.currentTarget.value.trim();
          if (value.length === 0 || value === checked) return;
          setChecked(value);
          fetcher.load(`/api/ifsc?${new URLSearchParams({ ifsc_code: value })}`);
        }}
      />
      <p className="refund-account__bank" aria-live="polite" id="ifsc-bank">
        {bank?.success ? `${bank.bank_name}, ${bank.branch_name}` : null}
      </p>
      <button type="submit" name="intent" value="check-ifsc" className="button--link" formNoValidate>
        Check IFSC
      </button>
    </>
  );
}

/** An account number's field, and its confirmation's: the same digits, the same limits. */
const ACCOUNT_NUMBER = { inputMode: "numeric", autoComplete: "off", maxLength: 18, required: true } as const;

export function AddBankForm({ path, result }: { path: string; result: Result }) {
  const busy = useNavigation().state === "submitting";
  const state = formState(result, result?.intent === "check-ifsc" ? "check-ifsc" : "add-bank");
  return (
    <ProfileCard id="add-bank" title="Add a bank account">
      <ProfileForm action={path} errorId="add-bank-error" formError={state.formError}>
        <FormField
          {...state.field("accountHolder")}
          label="Account holder's name"
          autoComplete="name"
          maxLength={100}
          required
        />
        <FormField {...state.field("accountNo")} label="Account number" {...ACCOUNT_NUMBER} />
        <FormField {...state.field("confirmAccountNo")} label="Confirm account number" {...ACCOUNT_NUMBER} />
        <IfscField result={result} />
        <p className="auth-form__hint">We will send a one-time code to confirm it is you.</p>
        <button type="submit" name="intent" value="add-bank" disabled={busy}>
          Add bank account
        </button>
      </ProfileForm>
    </ProfileCard>
  );
}

export function AddUpiForm({ path, result }: { path: string; result: Result }) {
  const busy = useNavigation().state === "submitting";
  const state = formState(result, "add-upi");
  return (
    <ProfileCard id="add-upi" title="Add a UPI ID">
      <ProfileForm action={path} errorId="add-upi-error" formError={state.formError}>
        <FormField
          {...state.field("vpa")}
          label="UPI ID"
          autoComplete="off"
          maxLength={320}
          required
          hint="e.g. name@okicici"
        />
        <FormField
          {...state.field("mobile")}
          label="Mobile number linked to the UPI ID"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          required
        />
        <button type="submit" name="intent" value="add-upi" disabled={busy}>
          Send code
        </button>
      </ProfileForm>
    </ProfileCard>
  );
}

/** The code step: the code sent for the account being added. */
export function VerifyCodeForm({ path, step, result }: { path: string; step: CodeStep; result: Result }) {
  const busy = useNavigation().state === "submitting";
  const intent = step.mode === "bank" ? "verify-bank" : "verify-upi";
  const state = formState(result, intent);
  // Posted to the step's own URL, so a wrong code re-renders the step (without JavaScript too).
  const query = new URLSearchParams({ step: "verify", mode: step.mode, request: step.request, sentTo: step.sentTo });
  if (step.mode === "upi") {
    query.set("vpa", step.vpa);
    query.set("mobile", step.mobile);
  }
  return (
    <ProfileCard id="verify" title={step.mode === "bank" ? "Confirm the bank account" : "Confirm the UPI ID"}>
      <p role="status">
        {step.sent}
        {step.sentTo ? ` (${step.sentTo})` : ""}
      </p>
      <ProfileForm action={`${path}?${query}`} errorId="verify-error" formError={state.formError}>
        <input type="hidden" name="request" value={step.request} />
        {step.mode === "upi" ? (
          <>
            <input type="hidden" name="vpa" value={step.vpa} />
            <input type="hidden" name="mobile" value={step.mobile} />
          </>
        ) : null}
        <OtpField error={state.error("otp")} />
        <button type="submit" name="intent" value={intent} disabled={busy}>
          Confirm
        </button>
      </ProfileForm>
    </ProfileCard>
  );
}
