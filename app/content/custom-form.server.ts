/**
 * /form/:slug: a custom form of the store (lead getCustomForm), drawn from its field definition,
 * and its submission (submitCustomForm). The service checks the answers against the form's fields;
 * a rejected form comes back with the errors on their fields and what was typed. A sent form
 * redirects (303) to its thank-you view, which shows the form's own success message. The call
 * acts as the signed-in shopper (forms may need a login) from the shopper's address (the service
 * limits submissions per address).
 */
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import type { CustomForm } from "~/sdk/api";
import { SLUG_PATTERN } from "~/sdk/validation";
import { serviceFailure } from "~/forms.server";
import { notFound } from "~/http.server";
import { readCustomForm, type TypedValues } from "~/lib/custom-form";
import { requestScope } from "~/request-scope.server";
import { critical } from "~/sdk.server";

/** What the action answers when the form is rejected. */
interface CustomFormResult {
  errors: Record<string, string[]>;
  formError: string | null;
  /** The service refused an anonymous shopper: the page offers a sign-in. */
  loginRequired: boolean;
  values: TypedValues;
}

async function formOf(request: Request, context: AppLoadContext, slug: string | undefined): Promise<CustomForm> {
  if (!slug || !SLUG_PATTERN.test(slug)) throw notFound();
  return critical(requestScope(request, context).api.lead.getCustomForm({ slug }));
}

export async function loadCustomForm(request: Request, context: AppLoadContext, slug: string | undefined) {
  const scope = requestScope(request, context);
  const [form, session] = await Promise.all([formOf(request, context, slug), scope.session()]);
  const url = new URL(request.url);
  return {
    signedIn: Boolean(session.get("userToken")),
    form: {
      slug: form.slug,
      title: form.title,
      description: form.description,
      inputs: form.inputs,
      submitTitle: form.submit_button?.title || "Submit",
      successMessage: form.success_message || "Thank you: your response was received.",
      loginRequired: form.login_required,
    },
    sent: url.searchParams.get("sent") === "1",
    loginHref: `/auth/login/?redirectUrl=${encodeURIComponent(url.pathname)}`,
  };
}

export async function handleCustomForm(request: Request, context: AppLoadContext, slug: string | undefined) {
  const form = await formOf(request, context, slug);
  const { response, values } = readCustomForm(form.inputs, await request.formData());
  try {
    const api = await requestScope(request, context).shopperApi();
    await api.lead.submitCustomForm({ slug: form.slug, body: { response } });
  } catch (error) {
    const failure = serviceFailure(error);
    const known = new Set(form.inputs.map((i) => i.key));
    const errors = Object.fromEntries(Object.entries(failure.errors).filter(([key]) => known.has(key)));
    const placed = Object.keys(errors).length > 0;
    return data<CustomFormResult>(
      { errors, formError: placed ? null : failure.message, loginRequired: failure.status === 401, values },
      { status: failure.status },
    );
  }
  return redirect(`/form/${form.slug}?sent=1`, 303);
}
