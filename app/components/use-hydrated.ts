import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * remix-utils' useHydrated (false on the server and during hydration, true after), for the shell
 * only: root and the header's location form, which the browser loads with root anyway. Routes keep
 * importing remix-utils' — a module imported from root and from a route alike becomes a shared file
 * of its own on every page (bench/README.md, the JavaScript budget).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
