import type { MetaFunction } from "@remix-run/node";
import { NavLink, Outlet, useLocation, useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import { privatePageHeaders } from "~/lib/cache-headers";
import { settingsNav } from "~/lib/settings";

export const headers = privatePageHeaders;
export const meta: MetaFunction = () => [{ title: "Settings" }, { name: "robots", content: "noindex" }];

/**
 * The settings area: a side navigation headed 'Settings' and the chosen setting. On mobile the
 * navigation shows only at the settings root (spec §2.5).
 */
export default function SettingsLayout() {
  const { pathname } = useLocation();
  const atRoot = pathname.replace(/\/+$/, "") === "/setting";
  const storeSelection = useRouteLoaderData<typeof rootLoader>("root")?.storeSelection ?? false;
  return (
    <div className={atRoot ? "settings settings--root" : "settings"}>
      <nav className="settings__nav" aria-labelledby="settings-heading">
        <h2 id="settings-heading">Settings</h2>
        <ul>
          {settingsNav(storeSelection).map((entry) => (
            <li key={entry.link}>
              <NavLink to={entry.link}>
                <span className="settings__icon" aria-hidden="true">
                  {entry.icon}
                </span>{" "}
                {entry.display}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="settings__content">
        <Outlet />
      </div>
    </div>
  );
}
