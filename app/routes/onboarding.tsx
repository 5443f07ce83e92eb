import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { AddressFormIsland } from "~/components/AddressFormIsland";
import { FormError } from "~/components/field-messages";
import { StorePicker } from "~/components/StorePicker";
import { privatePageHeaders } from "~/lib/cache-headers";
import { canOpenStep, stepFocusTarget, stepSize, stepWidgetWarnings } from "~/lib/steps";
import { AddressForm as serverAddressForm, handleOnboardingAction, loadOnboarding } from "~/onboarding.server";

export const headers = privatePageHeaders;
export const meta: MetaFunction = () => [{ title: "Welcome" }, { name: "robots", content: "noindex" }];

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadOnboarding(request, context);
}

export function action({ request, context }: ActionFunctionArgs) {
  return handleOnboardingAction(request, context);
}

const stepHref = (index: number) => `/onboarding/?step=${index + 1}`;

/**
 * The step header (hidden with one step): reached steps are links, later ones are not; arrow keys,
 * Home and End move focus between the reachable steps.
 */
function StepHeader({
  steps,
  index,
  reached,
  size = "md",
}: {
  steps: string[];
  index: number;
  reached: number;
  size?: string;
}) {
  useEffect(() => {
    for (const warning of stepWidgetWarnings({ size, startIndex: index })) console.warn(warning);
  }, [size, index]);
  if (steps.length < 2) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    // Only reached steps are links, so focus moves among those.
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>("a[data-step]"));
    const from = items.findIndex((item) => item === document.activeElement);
    const target = from < 0 ? null : stepFocusTarget(event.key, from, items.length);
    if (target === null) return;
    event.preventDefault();
    items[target].focus();
  };
  return (
    <nav aria-label="Onboarding steps">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys move focus between its links */}
      <ol className={`steps steps--${stepSize(size)}`} onKeyDown={onKeyDown}>
        {steps.map((title, i) => (
          <li key={title} className={i === index ? "steps__step steps__step--current" : "steps__step"}>
            {canOpenStep(i, reached, steps.length) ? (
              <Link data-step to={stepHref(i)} aria-current={i === index ? "step" : undefined} replace>
                <span className="steps__number">{i + 1}</span> {title}
              </Link>
            ) : (
              <span data-step aria-disabled="true">
                <span className="steps__number">{i + 1}</span> {title}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The onboarding wizard (spec §2.6, §4). The page renders it as an open <dialog>: without
 * JavaScript it is a page of forms; with it, it becomes modal (showModal: the page behind is inert
 * and its scroll locked by the stylesheet) and Escape cannot cancel it.
 */
export default function Onboarding() {
  const { steps, index, reached, step } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    const keepOpen = () => {
      if (!el.open || !el.matches(":modal")) {
        if (el.open) el.close();
        el.showModal();
      }
    };
    keepOpen();
    // The wizard cannot be cancelled: Escape is refused, and a dialog closed anyway opens again.
    const refuse = (event: Event) => event.preventDefault();
    el.addEventListener("cancel", refuse);
    el.addEventListener("close", keepOpen);
    return () => {
      el.removeEventListener("cancel", refuse);
      el.removeEventListener("close", keepOpen);
    };
  }, []);

  const title = steps[index];
  const formReply = result && "country" in result && result.country ? result : null;
  return (
    <dialog ref={dialog} className="onboarding" aria-labelledby="onboarding-title" open>
      <StepHeader steps={steps} index={index} reached={reached} />
      <h1 id="onboarding-title">{title}</h1>
      {index > 0 ? (
        <p>
          <Link to={stepHref(index - 1)} replace>
            Back
          </Link>
        </p>
      ) : null}
      {step.kind === "store" ? (
        <StorePicker
          action={stepHref(index)}
          q={step.q}
          stores={step.stores}
          moreHref={step.moreHref}
          currentUid={step.current?.uid ?? null}
          searchHidden={{ step: String(index + 1) }}
          hidden={{ intent: "store" }}
          submitLabel="Continue"
          error={result?.intent === "store" ? result.formError : null}
          busy={busy}
        />
      ) : (
        <>
          <FormError id="address-form-error" message={result?.intent === "save" ? result.formError : null} />
          <AddressFormIsland
            server={serverAddressForm}
            key={formReply?.country?.iso2 ?? step.country.iso2}
            action={stepHref(index)}
            countries={step.countries}
            country={formReply?.country ?? step.country}
            values={formReply?.values ?? {}}
            lastResult={formReply?.lastResult ?? null}
            isNew
            internationalShipping={step.internationalShipping}
            submitLabel="SAVE ADDRESS"
          />
        </>
      )}
    </dialog>
  );
}
