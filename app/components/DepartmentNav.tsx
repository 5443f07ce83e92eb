import { Link } from "@remix-run/react";

/** "All" plus one link per department under a base path (/brands/, /categories/), the current one marked. */
export function DepartmentNav({
  base,
  departments,
  current,
}: {
  base: string;
  departments: { name: string; slug: string }[];
  current?: string;
}) {
  return (
    <nav aria-label="Departments" className="chip-nav">
      <ul>
        <li>
          <Link to={base} aria-current={current ? undefined : "page"}>
            All
          </Link>
        </li>
        {departments.map((d) => (
          <li key={d.slug}>
            <Link to={`${base}${d.slug}`} aria-current={current === d.slug ? "page" : undefined}>
              {d.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
