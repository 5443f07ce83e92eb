import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DepartmentNav } from "~/components/DepartmentNav";
import { publicPageHeaders } from "~/lib/cache-headers";
import { categoryUrl } from "~/lib/links";
import type { CategoryItem } from "~/sdk/api";
import { cachedPublic, critical } from "~/sdk.server";
import { TileList } from "~/sections/shared";
import { notFound } from "~/http.server";
import { requestScope } from "~/request-scope.server";
import { extraPageSections } from "~/theme.server";
import { ThemeSections } from "~/components/ThemeSections";

const tile = (c: CategoryItem) => ({ name: c.name, slug: c.slug, image: c.banners.portrait.url });

/** /categories/ and /categories/:department — the category tree of each department. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const api = requestScope(request, context).api;
  const themeSections = extraPageSections(request, context, "categories");
  const [departments, tree] = await critical(
    Promise.all([
      cachedPublic("catalog:departments", () => api.catalog.getDepartments()),
      cachedPublic(`catalog:categories:${params.department ?? ""}`, () =>
        api.catalog.getCategories({ department: params.department }),
      ),
    ]),
  );
  if (params.department && !tree.data.length) throw notFound();
  const nameOf = new Map(departments.items.map((d) => [d.slug, d.name]));
  return {
    department: params.department
      ? { slug: params.department, name: nameOf.get(params.department) ?? params.department }
      : null,
    departments: departments.items.map((d) => ({ name: d.name, slug: d.slug })),
    groups: tree.data.map((group) => ({
      department: { slug: group.department, name: nameOf.get(group.department) ?? group.department },
      // Level-1 categories with their level-2 children as tiles (the level itself when it has none).
      sections: group.items.map((l1) => ({
        name: l1.name,
        slug: l1.slug,
        tiles: (l1.childs.length ? l1.childs : [l1]).map(tile),
      })),
    })),
    themeSections: await themeSections,
  };
}

export const headers = () => publicPageHeaders();

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.department ? `${data.department.name} categories` : "Categories" },
];

export default function Categories() {
  const { department, departments, groups, themeSections } = useLoaderData<typeof loader>();
  return (
    <div className="listing-page">
      <h1>{department ? `${department.name} categories` : "Categories"}</h1>
      <DepartmentNav base="/categories/" departments={departments} current={department?.slug} />
      {groups.map((group) => (
        <section
          key={group.department.slug}
          aria-labelledby={`dept-${group.department.slug}`}
          className="category-group"
        >
          <h2 id={`dept-${group.department.slug}`}>{group.department.name}</h2>
          {group.sections.map((s) => (
            <div key={s.slug} className="category-group__level">
              <h3>
                <Link to={categoryUrl(s.slug)}>{s.name}</Link>
              </h3>
              <TileList items={s.tiles} href={categoryUrl} imageWidth={200} imageHeight={260} />
            </div>
          ))}
        </section>
      ))}
      <ThemeSections sections={themeSections} />
    </div>
  );
}
