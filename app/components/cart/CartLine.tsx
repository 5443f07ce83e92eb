import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Price } from "~/components/Price";
import { FieldError } from "~/components/field-messages";
import { nextQuantityStep, pendingQuantity, shownQuantity, steppedQuantity } from "~/lib/cart/quantity";
import type { CartActionResult } from "~/cart/action.server";
import type { BagLine } from "~/cart/bag.server";

const BAG = "/cart/bag/";

/** The hidden fields that name a line in the `/cart` action's forms. */
function LineFields({ line, intent, enhanced }: { line: BagLine; intent: "update" | "remove"; enhanced: boolean }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="item_id" value={line.itemId} />
      <input type="hidden" name="item_size" value={line.size} />
      <input type="hidden" name="article_id" value={line.articleId} />
      <input type="hidden" name="identifier" value={line.identifier} />
      <input type="hidden" name="item_index" value={line.itemIndex} />
      <input type="hidden" name="previous_quantity" value={line.quantity} />
      <input type="hidden" name="redirectTo" value={BAG} />
      <input type="hidden" name="enhanced" value={enhanced ? "1" : ""} />
    </>
  );
}

function lineForm(line: BagLine, quantity: number): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    intent: "update",
    item_id: String(line.itemId),
    item_size: line.size,
    article_id: line.articleId,
    identifier: line.identifier,
    item_index: String(line.itemIndex),
    previous_quantity: String(line.quantity),
    redirectTo: BAG,
    enhanced: "1",
    quantity: String(quantity),
  }))
    form.set(name, value);
  return form;
}

/**
 * − quantity +: without JavaScript each button posts the new quantity (303 back to the bag). With
 * it, clicks move the shown quantity at once and one fetcher per line sends the last one
 * (lib/cart/quantity: one request in flight, so rapid clicks settle to the right quantity).
 */
function LineQuantity({ line }: { line: BagLine }) {
  const fetcher = useFetcher<CartActionResult>({ key: `cart-quantity-${line.key}` });
  const hydrated = useHydrated();
  const [target, setTarget] = useState<number | null>(null);
  const lastSent = useRef<number | null>(null);
  const inFlight = fetcher.state === "idle" ? null : pendingQuantity(fetcher.formData);
  const shown = shownQuantity({ server: line.quantity, target, inFlight, lastSent: lastSent.current });
  const { submit } = fetcher;

  useEffect(() => {
    const step = nextQuantityStep({ server: line.quantity, target, inFlight, lastSent: lastSent.current });
    if (step.kind === "send") {
      lastSent.current = step.quantity;
      submit(lineForm(line, step.quantity), { method: "post", action: "/cart" });
    } else if (step.kind === "settled") {
      lastSent.current = null;
      setTarget(null);
    }
  }, [line, target, inFlight, submit]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const step = submitter?.dataset.step === "-1" ? -1 : 1;
    setTarget(steppedQuantity(shown, step, line.min, line.max));
  };
  const error = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  const errorId = `cart-line-${line.key}-error`;
  return (
    <fetcher.Form
      method="post"
      action="/cart"
      className="cart-line__quantity"
      onSubmit={hydrated ? onSubmit : undefined}
    >
      <LineFields line={line} intent="update" enhanced={hydrated} />
      <div role="group" aria-label={`Quantity of ${line.name}`} aria-describedby={error ? errorId : undefined}>
        <button
          type="submit"
          name="quantity"
          value={shown - 1}
          data-step="-1"
          disabled={shown <= line.min}
          aria-label={`Decrease quantity of ${line.name}`}
        >
          −
        </button>
        <output aria-live="polite" aria-label={`Quantity of ${line.name}`}>
          {shown}
        </output>
        <button
          type="submit"
          name="quantity"
          value={shown + 1}
          data-step="1"
          disabled={shown >= line.max}
          aria-label={`Increase quantity of ${line.name}`}
        >
          +
        </button>
      </div>
      <FieldError id={errorId} message={error} alert />
    </fetcher.Form>
  );
}

function RemoveLine({ line }: { line: BagLine }) {
  const fetcher = useFetcher<CartActionResult>({ key: `cart-remove-${line.key}` });
  const hydrated = useHydrated();
  const error = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <fetcher.Form method="post" action="/cart" className="cart-line__remove">
      <LineFields line={line} intent="remove" enhanced={hydrated} />
      <button type="submit" className="button--link">
        Remove<span className="visually-hidden"> {line.name}</span>
      </button>
      <FieldError id={`cart-line-${line.key}-remove-error`} message={error} alert />
    </fetcher.Form>
  );
}

/** One line of the bag: image, name, size, price, quantity and remove. */
export function CartLine({ line }: { line: BagLine }) {
  const titleId = `cart-line-${line.key}-name`;
  return (
    <li className={line.problem ? "cart-line cart-line--invalid" : "cart-line"}>
      <div className="cart-line__media">
        {line.image ? <img src={line.image.src} alt={line.image.alt} width={96} height={128} loading="lazy" /> : null}
      </div>
      <div className="cart-line__body">
        <p className="cart-line__brand">{line.brand}</p>
        <h2 className="cart-line__name" id={titleId}>
          <a href={line.href}>{line.name}</a>
        </h2>
        <p className="cart-line__size">Size: {line.sizeDisplay}</p>
        <Price view={line.price} />
        {line.unitPrice ? <p className="cart-line__unit">{line.unitPrice}</p> : null}
        {line.problem ? <p className="cart-line__problem">{line.problem}</p> : null}
      </div>
      <div className="cart-line__actions">
        <LineQuantity line={line} />
        <RemoveLine line={line} />
      </div>
    </li>
  );
}
