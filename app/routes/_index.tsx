import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SectionList } from "~/components/SectionList";
import { critical, priceCurrency } from "~/sdk.server";
import { loadShopper } from "~/auth/shopper.server";
import { getTheme, getThemePage, loadSections } from "~/theme.server";
import { publicPageHeaders } from "~/lib/cache-headers";
import { requestScope } from "~/request-scope.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = requestScope(request, context).api;
  const { session, user } = await loadShopper(request, context);
  const theme = await critical(getTheme(api, session));
  const page = await critical(getThemePage(api, theme, "home"));
  const sections = await loadSections(page, {
    api,
    url: new URL(request.url),
    authenticated: Boolean(user),
    currency: priceCurrency(session),
  });
  return { sections, title: page?.seo.title ?? null };
}

export const headers: HeadersFunction = () => publicPageHeaders();

export default function Home() {
  const { sections } = useLoaderData<typeof loader>();
  if (!sections.length) {
    return (
      <section className="empty-state">
        <h1>Update Home page in Themes</h1>
      </section>
    );
  }
  return <SectionList sections={sections} />;
}
