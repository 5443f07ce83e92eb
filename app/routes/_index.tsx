import { useLoaderData } from "@remix-run/react";
import { SectionList } from "~/components/SectionList";
import { homeHeaders, homeLoader } from "~/home.server";

export const loader = homeLoader;
export const headers = homeHeaders;

export default function Home() {
  const { sections } = useLoaderData<typeof loader>();
  if (!sections.sections.length) {
    return (
      <section className="empty-state">
        <h1>Update Home page in Themes</h1>
      </section>
    );
  }
  return <SectionList {...sections} />;
}
