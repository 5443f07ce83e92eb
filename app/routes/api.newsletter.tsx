import type { ActionFunctionArgs } from "@remix-run/node";
import { handleNewsletter } from "~/newsletter.server";

/** POST /api/newsletter: the enhanced newsletter form's sign-up, answered as JSON (NewsletterResult). */
export const action = ({ request, context }: ActionFunctionArgs) => handleNewsletter(request, context, "api");
