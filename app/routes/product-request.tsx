import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { FieldError } from "~/components/field-messages";
import { handleProductRequest, loadProductRequest } from "~/product-request.server";
import { privatePageHeaders } from "~/lib/cache-headers";

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadProductRequest(request, context);
}

export function action({ request, context }: ActionFunctionArgs) {
  return handleProductRequest(request, context);
}

// Every render carries a fresh idempotency key: never stored by a shared cache.
export const headers = privatePageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Request ${data.product.name}` : "Request a product" },
  { name: "robots", content: "noindex" },
];

const FIELD_IDS: Record<string, string> = { description: "description", lines: "quantity-0", images: "images" };

export default function ProductRequestPage() {
  const { product, sizes, idempotencyKey, sent, limits } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const summary = useRef<HTMLDivElement>(null);
  const errors = result?.errors ?? {};
  const values = result?.values;
  const busy = navigation.state === "submitting";

  const first = (key: string) => errors[key]?.[0];
  const lineErrors = sizes.map((_, i) => first(`lines[${i}].quantity`) ?? first(`lines[${i}].size`));
  const quantitiesError = first("lines");
  const entries = Object.entries(errors).filter((e): e is [string, string[]] => Boolean(e[1]?.length));

  useEffect(() => {
    if (entries.length) summary.current?.focus();
  }, [result]); // eslint-disable-line react-hooks/exhaustive-deps -- focus the summary once per answer, not per render

  if (sent) {
    return (
      <article className="product-request">
        <h1>Request {product.name}</h1>
        <div className="notice" role="status">
          <p>Thank you: your request has been sent.</p>
          <p>
            Your ticket number is <strong>{sent.number}</strong>.
          </p>
        </div>
        {sent.images.length ? (
          <section aria-labelledby="sent-images">
            <h2 id="sent-images">Your images</h2>
            <ul className="product-request__images">
              {sent.images.map((image) => (
                <li key={image.src}>
                  <img src={image.src} srcSet={image.srcSet} alt={image.alt} width={160} loading="lazy" />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p>
          <Link to={`/product/${product.slug}/`}>Back to {product.name}</Link>
        </p>
      </article>
    );
  }

  const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

  return (
    <article className="product-request">
      <h1>Request {product.name}</h1>
      <dl className="product-request__product">
        <div>
          <dt>Product</dt>
          <dd>
            <Link to={`/product/${product.slug}/`}>{product.name}</Link>
          </dd>
        </div>
        <div>
          <dt>Brand</dt>
          <dd>{product.brand}</dd>
        </div>
        <div>
          <dt>Product code</dt>
          <dd>{product.item_code}</dd>
        </div>
      </dl>

      {entries.length ? (
        <div className="error-summary" role="alert" aria-labelledby="error-summary-title" tabIndex={-1} ref={summary}>
          <h2 id="error-summary-title">There is a problem</h2>
          <ul>
            {entries.map(([key, messages]) => (
              <li key={key}>
                {FIELD_IDS[key] || /^lines\[\d+\]/.test(key) ? (
                  <a href={`#${FIELD_IDS[key] ?? `quantity-${/\d+/.exec(key)![0]}`}`}>{messages[0]}</a>
                ) : (
                  messages[0]
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <Form method="post" encType="multipart/form-data" className="product-request__form" noValidate>
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />

        <div className="product-request__field">
          <label htmlFor="description">What are you looking for?</label>
          <textarea
            id="description"
            name="description"
            rows={5}
            maxLength={limits.description}
            required
            defaultValue={values?.description ?? ""}
            key={`description-${values?.description ?? ""}`}
            aria-invalid={first("description") ? true : undefined}
            aria-describedby={describedBy("description-hint", first("description") && "description-error")}
          />
          <p id="description-hint" className="hint">
            Up to {limits.description} characters: colour, fit, occasion, anything that helps.
          </p>
          <FieldError id="description-error" message={first("description")} />
        </div>

        <fieldset
          className="product-request__sizes"
          aria-describedby={describedBy("quantities-hint", quantitiesError && "quantities-error")}
        >
          <legend>Required sizes and quantities</legend>
          <p id="quantities-hint" className="hint">
            Enter how many you need of each size.
          </p>
          {sizes.map((size, i) => (
            <div key={size.value} className="product-request__size">
              <input type="hidden" name={`lines[${i}].size`} value={size.value} />
              <label htmlFor={`quantity-${i}`}>Size {size.display || size.value}</label>
              <input
                id={`quantity-${i}`}
                name={`lines[${i}].quantity`}
                type="number"
                inputMode="numeric"
                min={0}
                max={999}
                step={1}
                defaultValue={values?.quantities[i] ?? ""}
                key={`quantity-${i}-${values?.quantities[i] ?? ""}`}
                aria-invalid={lineErrors[i] || quantitiesError ? true : undefined}
                aria-describedby={describedBy(
                  lineErrors[i] && `quantity-${i}-error`,
                  quantitiesError && "quantities-error",
                )}
              />
              <FieldError id={`quantity-${i}-error`} message={lineErrors[i]} />
            </div>
          ))}
          <FieldError id="quantities-error" message={quantitiesError} />
        </fieldset>

        <div className="product-request__field">
          <label htmlFor="images">Images (optional)</label>
          <input
            id="images"
            name="images"
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            multiple
            aria-invalid={first("images") ? true : undefined}
            aria-describedby={describedBy("images-hint", first("images") && "images-error")}
          />
          <p id="images-hint" className="hint">
            Up to {limits.images} images (PNG, JPEG, WebP or GIF), 5 MB each.
            {entries.length ? " Images are not kept when the form is shown again: attach them again." : ""}
          </p>
          <FieldError id="images-error" message={first("images")} />
        </div>

        <button type="submit" disabled={busy}>
          {busy ? "Sending…" : "Send request"}
        </button>
      </Form>
    </article>
  );
}
