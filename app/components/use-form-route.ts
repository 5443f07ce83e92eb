import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";

/**
 * What a form page reads on every render: its loader's data, its action's last answer (undefined
 * before a submit) and whether a submission is under way (to disable the submit button).
 */
export function useFormRoute<Loader, Action>() {
  return {
    page: useLoaderData<Loader>(),
    result: useActionData<Action>(),
    busy: useNavigation().state === "submitting",
  };
}
