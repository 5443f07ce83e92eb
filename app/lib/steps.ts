/**
 * The step widget's rules (spec §4, §5) and the onboarding wizard's steps. Pure: the wizard page
 * (server) and its header (browser) both use them.
 *
 * - Moving forward runs the leaving step's check first (it may be asynchronous); the index changes
 *   only when it passes.
 * - Going back skips the check unless validate-on-back is set.
 * - Steps already reached can be opened again; later ones cannot.
 * - Finishing on the last step completes the widget.
 * - Arrow keys move focus between the steps.
 */

/** The onboarding wizard's steps, in the order they show (spec §2.6). */
export type OnboardingStep = "store" | "address";

export const STEP_TITLES: Record<OnboardingStep, string> = {
  store: "Deployment Stores",
  address: "Store Address",
};

/**
 * A wizard's steps without those `keep` refuses (a step no longer asked for), with `reached` moved
 * back by the reached steps that were dropped.
 */
export function keepSteps<S>(progress: { steps: S[]; reached: number }, keep: (step: S) => boolean) {
  const steps = progress.steps.filter(keep);
  const dropped = progress.steps.slice(0, progress.reached).filter((step) => !keep(step)).length;
  return { steps, reached: Math.max(0, Math.min(progress.reached - dropped, steps.length)) };
}

const STEP_SIZES = ["xs", "sm", "md", "lg"] as const;
type StepSize = (typeof STEP_SIZES)[number];

/** The widget's settings; anything else is reported as warnings (spec §5: a console warning). */
export function stepWidgetWarnings(options: { size?: string; startIndex?: number }): string[] {
  const warnings: string[] = [];
  if (options.size !== undefined && !(STEP_SIZES as readonly string[]).includes(options.size))
    warnings.push(`Step size must be one of ${STEP_SIZES.join(", ")}; got "${options.size}"`);
  if (options.startIndex !== undefined && !(Number.isInteger(options.startIndex) && options.startIndex >= 0))
    warnings.push(`Step start index must be 0 or more; got ${String(options.startIndex)}`);
  return warnings;
}

/** The size to render: a valid size, else "md". */
export const stepSize = (size: string | undefined): StepSize =>
  (STEP_SIZES as readonly string[]).includes(size ?? "") ? (size as StepSize) : "md";

/** Whether step `index` may be opened: it exists and has been reached (no skipping ahead). */
export function canOpenStep(index: number, reached: number, count: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < count && index <= reached;
}

/**
 * The step a request asks for (`?step=`, 1-based as the shopper sees it): that step when it may be
 * opened, else the furthest reached one.
 */
export function requestedStep(value: string | null, reached: number, count: number): number {
  const furthest = Math.max(0, Math.min(reached, count - 1));
  if (value === null || !/^\d{1,3}$/.test(value)) return furthest;
  const index = Number(value) - 1;
  return canOpenStep(index, reached, count) ? index : furthest;
}

interface StepState {
  index: number;
  /** The furthest step reached so far. */
  reached: number;
  count: number;
}

type StepChange =
  | { kind: "moved"; index: number; reached: number }
  | { kind: "completed"; reached: number }
  | { kind: "blocked"; reason: "check" | "unreached" };

/**
 * A change from the current step to `target` (`target === count` finishes the last step). `check`
 * is the leaving step's before-change check: run when moving forward, and going back only with
 * `validateOnBack`.
 */
export async function changeStep(
  state: StepState,
  target: number,
  check: () => boolean | Promise<boolean>,
  options: { validateOnBack?: boolean } = {},
): Promise<StepChange> {
  const { index, reached, count } = state;
  const finishing = target === count && index === count - 1;
  if (!finishing && !canOpenStep(target, Math.max(reached, index + 1), count))
    return { kind: "blocked", reason: "unreached" };
  if (target === index && !finishing) return { kind: "moved", index, reached };
  const forward = target > index;
  if ((forward || options.validateOnBack) && !(await check())) return { kind: "blocked", reason: "check" };
  // Passing the leaving step's check is what reaches the next step.
  const nowReached = forward ? Math.max(reached, index + 1) : reached;
  if (finishing) return { kind: "completed", reached: count };
  return { kind: "moved", index: target, reached: nowReached };
}

/** Where focus goes from step `index` on a key press among `count` steps, or null for other keys. */
export function stepFocusTarget(key: string, index: number, count: number): number | null {
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return (index + 1) % count;
    case "ArrowLeft":
    case "ArrowUp":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
