import { NavLink } from "@remix-run/react";
import type { ProfileNavEntry } from "~/lib/profile";

/** The profile area's side navigation (entries needing the cart are left out by the loader). */
export function ProfileNav({ name, entries }: { name: string; entries: ProfileNavEntry[] }) {
  return (
    <nav aria-label="Profile" className="profile__nav">
      <p className="profile__name">{name}</p>
      <ul>
        {entries.map((entry) => (
          <li key={entry.href}>
            <NavLink to={entry.href} prefetch="intent">
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
