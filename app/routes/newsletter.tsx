import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NewsletterForm } from "~/components/NewsletterForm";
import type { NewsletterResult } from "~/lib/newsletter-fields";
import { handleNewsletter, loadNewsletterPage } from "~/newsletter.server";

/**
 * /newsletter: where the newsletter sign-up posts. Without JavaScript the shopper lands here: the
 * thank-you after a sign-up (303 to ?subscribed=…), or the form again with its error and the typed
 * address. It is a sign-up page of its own too.
 */
export const loader = ({ request }: LoaderFunctionArgs) => loadNewsletterPage(request);
export const action = ({ request, context }: ActionFunctionArgs) => handleNewsletter(request, context, "page");
export { publicPageHeaders as headers } from "~/lib/cache-headers";
export const meta: MetaFunction = () => [
  { title: "Newsletter" },
  { name: "description", content: "New arrivals, offers and style notes in your inbox." },
];

export default function NewsletterPage() {
  const { result } = useLoaderData<typeof loader>();
  // The action answers NewsletterResult data here (its JSON answer is for /api/newsletter).
  const posted = useActionData<NewsletterResult>();
  return (
    <div className="newsletter-page">
      <h1>Newsletter</h1>
      <p>New arrivals, offers and style notes in your inbox. You can leave at any time.</p>
      <div className="newsletter">
        <NewsletterForm idPrefix="newsletter-page" buttonText="Sign up" result={posted ?? result} />
      </div>
      <p>
        <a href="/">Continue shopping</a>
      </p>
    </div>
  );
}
