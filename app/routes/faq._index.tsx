import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { contentLinks } from "~/components/content/ContentArticle";
import { FaqList } from "~/components/content/FaqList";
import { loadFaqPage } from "~/content/faq.server";

/** /faq/ (spec part 1 §2.1): every FAQ category with its questions. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadFaqPage(request, context);
export { publicPageHeaders as headers } from "~/lib/cache-headers";
export const links = contentLinks;
export const meta: MetaFunction = () => [
  { title: "Frequently asked questions" },
  {
    name: "description",
    content: "Answers about orders and delivery, returns and refunds, payments and your account.",
  },
];

export default function FaqPage() {
  return <FaqList {...useLoaderData<typeof loader>()} />;
}
