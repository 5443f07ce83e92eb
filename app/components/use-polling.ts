import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";

/** Reloads the route's data every `ms` while the page is mounted (a payment's status; without JavaScript a noscript refresh does it). */
export function usePolling(ms: number) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (state === "idle") revalidate();
    }, ms);
    return () => clearInterval(timer);
  }, [revalidate, state, ms]);
}
