import { Form, useFetcher } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { locationLabel, type ShopperLocation } from "~/lib/location-label";
import { FieldError } from "~/components/field-messages";

interface LocationResult {
  pincode: string;
  error?: string;
  location?: ShopperLocation;
}

export interface LocationFormProps {
  /** Prefix of the field ids (the header and the page may both show the form). */
  id: string;
  current: ShopperLocation | null;
  /** Where a plain (JavaScript-less) submission goes back to. */
  redirectTo: string;
  /** A plain submission's result (the /location page); the header's fetcher keeps its own. */
  result?: LocationResult | null;
  /** On the /location page: a plain form. In the header: a fetcher (no page reload). */
  standalone?: boolean;
}

/** "Deliver to 400001 Mumbai": the pincode form that sets the shopper's delivery location. */
export function LocationForm({ id, current, redirectTo, result, standalone = false }: LocationFormProps) {
  const fetcher = useFetcher<LocationResult>({ key: `location-${id}` });
  const hydrated = useHydrated();
  const shown = (standalone ? result : fetcher.data) ?? null;
  const error = shown?.error;
  const FormElement = standalone ? Form : fetcher.Form;
  const inputId = `${id}-pincode`;
  const errorId = `${id}-pincode-error`;
  return (
    <FormElement method="post" action="/location" className="location-form">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {standalone ? null : <input type="hidden" name="enhanced" value={hydrated ? "1" : ""} />}
      {standalone ? (
        <p className="location-form__current" role="status">
          {current ? `Deliver to ${locationLabel(current)}` : "No delivery location chosen"}
        </p>
      ) : null}
      <label htmlFor={inputId}>Delivery pincode</label>
      <div className="location-form__row">
        <input
          key={error ? `error-${shown?.pincode}` : (current?.pincode ?? "none")}
          id={inputId}
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          defaultValue={error ? shown?.pincode : (current?.pincode ?? "")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" disabled={fetcher.state !== "idle"}>
          Apply
        </button>
      </div>
      <FieldError id={errorId} message={error} alert />
    </FormElement>
  );
}
