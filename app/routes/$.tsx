import { NotFound } from "~/components/NotFound";

/** Any path no route matches: the not-found view with a 404 status, inside the store layout. */
export function loader() {
  throw new Response(JSON.stringify({ message: "Page Not Found." }), { status: 404, headers: { "Content-Type": "application/json" } });
}

export default function CatchAll() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
