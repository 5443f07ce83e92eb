import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { contentLinks } from "~/components/content/ContentArticle";
import { FaqList } from "~/components/content/FaqList";
import { loadFaqPage } from "~/content/faq.server";
import { PAGE_NOT_FOUND } from "~/lib/not-found";

/** /faq/:slug (spec part 1 §2.1): one FAQ category and its questions. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadFaqPage(request, context, params.slug ?? "");
export { publicPageHeaders as headers } from "~/lib/cache-headers";
export const links = contentLinks;
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const category = data?.shown[0];
  return category
    ? [
        { title: `${category.title}: frequently asked questions` },
        { name: "description", content: category.description },
      ]
    : [{ title: PAGE_NOT_FOUND }];
};

export default function FaqCategoryPage() {
  return <FaqList {...useLoaderData<typeof loader>()} />;
}
