import { useMatches } from "@remix-run/react";
import type { ShellHandle } from "~/root";

/**
 * The shell's Island component (components/Island), as the root route hands it to routes: a route
 * that imported it would put it in a file of its own on every page (decision 20). Routes' code only.
 */
export const useIsland = () => (useMatches()[0].handle as ShellHandle).Island;
