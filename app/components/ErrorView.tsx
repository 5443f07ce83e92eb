import { isRouteErrorResponse, Link } from "@remix-run/react";

/** Server errors pass their own message through; anything else reads 'Something went wrong'. */
function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const data = error.data as { message?: unknown } | string | undefined;
    if (data && typeof data === "object" && typeof data.message === "string") return data.message;
    if (typeof data === "string" && data) return data;
  }
  return "Something went wrong";
}

export function ErrorView({ error }: { error: unknown }) {
  return (
    <section className="empty-state" role="alert" aria-labelledby="error-title">
      <h1 id="error-title">{errorMessage(error)}</h1>
      <p>Please try again in a moment.</p>
      <Link className="button" to="/" reloadDocument>
        Return to home
      </Link>
    </section>
  );
}
