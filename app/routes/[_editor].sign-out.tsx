/** Signs the store operator out of the theme editor (a form post; a GET goes back to the editor). */
export { signOutLoader as loader, signOutAction as action } from "~/editor/sign-in.server";
