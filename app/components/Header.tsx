import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import { Island } from "~/components/Island";
import { SearchBox } from "~/components/SearchBox";
import type { ComponentType } from "react";
import type { LocationFormProps } from "~/components/LocationForm";
import type { ShellData, ShellLink } from "~/shell.server";

function NavList({ items, level }: { items: ShellLink[]; level: number }) {
  return (
    <ul className={level === 0 ? "nav-list" : "nav-sublist"}>
      {items.map((item) => (
        <li key={`${item.href}-${item.display}`} className={item.children?.length ? "has-children" : undefined}>
          <NavLink to={item.href} prefetch="intent" end={item.href === "/"}>
            {item.display}
          </NavLink>
          {item.children?.length ? <NavList items={item.children} level={level + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function Header({
  shell,
  serverLocationForm,
}: {
  shell: ShellData;
  /** The location form on the server (root imports it from shell.server), an island in the browser. */
  serverLocationForm: ComponentType<LocationFormProps> | undefined;
}) {
  const { store } = shell;
  const location = useLocation();
  const back = location.pathname + location.search;
  // Back to this page after signing in, except from the auth pages themselves.
  const signInHref =
    back === "/" || location.pathname.startsWith("/auth/")
      ? "/auth/login"
      : `/auth/login?${new URLSearchParams({ redirectUrl: back })}`;
  const query = location.pathname.startsWith("/products") ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to="/" className="site-header__logo" aria-label={`${store.name} home`}>
          <picture>
            <source media="(max-width: 767px)" srcSet={store.mobileLogo} />
            <img src={store.logo} alt={store.name} width={140} height={40} />
          </picture>
        </Link>
        <nav aria-label="Main" className="site-nav">
          <NavList items={shell.headerNav} level={0} />
        </nav>
        <div className="site-header__search">
          <SearchBox key={query} defaultQuery={query} />
        </div>
        <details className="site-header__location">
          <summary>
            {shell.location ? (
              <>
                Deliver to <span className="site-header__pincode">{shell.locationLabel}</span>
              </>
            ) : (
              "Choose delivery location"
            )}
          </summary>
          {/* The /location page shows the form itself. */}
          {location.pathname === "/location" ? null : (
            <Island
              id="header-location-island"
              server={serverLocationForm}
              load={() => import("~/components/LocationForm").then((m) => m.LocationForm)}
              props={{ id: "header-location", current: shell.location, redirectTo: back }}
            />
          )}
        </details>
        <div className="site-header__actions">
          {shell.showHeaderAuth ? (
            shell.authenticated ? (
              <>
                <Link to="/profile/" className="site-header__account">
                  <span className="visually-hidden">Account: </span>
                  {shell.userFirstName}
                </Link>
                <Link to="/wishlist/">Wishlist</Link>
                <Form method="post" action="/auth/logout" className="site-header__signout">
                  <button type="submit" name="intent" value="logout" className="button--link">
                    Sign out
                  </button>
                </Form>
              </>
            ) : (
              <Link to={signInHref}>Sign in</Link>
            )
          ) : null}
          <Link to="/cart/bag/" className="cart-link">
            Cart{" "}
            <span className="cart-count" aria-label={`${shell.cartCount} items in cart`}>
              {shell.cartCount}
            </span>
          </Link>
        </div>
      </div>
    </header>
  );
}
