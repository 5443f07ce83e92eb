/** The step widget's rules and the onboarding wizard's decisions (spec §4 onboarding wizard, step widget; §5). */
import { describe, expect, it } from "vitest";
import {
  canOpenStep,
  changeStep,
  keepSteps,
  requestedStep,
  stepFocusTarget,
  stepSize,
  stepWidgetWarnings,
} from "~/lib/steps";
import {
  isStoreOffered,
  moreStoresHref,
  onboardingSteps,
  postedStoreUid,
  storeListQuery,
  type OnboardingFacts,
} from "~/lib/store-selection";

describe("step widget", () => {
  const at = (index: number, reached = index, count = 3) => ({ index, reached, count });

  it("moves forward only when the leaving step's check passes, which reaches the next step", async () => {
    expect(await changeStep(at(0), 1, () => true)).toEqual({ kind: "moved", index: 1, reached: 1 });
    expect(await changeStep(at(0), 1, () => false)).toEqual({ kind: "blocked", reason: "check" });
    // An asynchronous check is awaited before the index changes.
    let checked = false;
    const slow = () => new Promise<boolean>((resolve) => setTimeout(() => resolve((checked = true)), 5));
    expect(await changeStep(at(1), 2, slow)).toEqual({ kind: "moved", index: 2, reached: 2 });
    expect(checked).toBe(true);
  });

  it("goes back without the check unless validate-on-back is set", async () => {
    let calls = 0;
    const failing = () => (calls++, false);
    expect(await changeStep(at(2), 0, failing)).toEqual({ kind: "moved", index: 0, reached: 2 });
    expect(calls).toBe(0);
    expect(await changeStep(at(2), 1, failing, { validateOnBack: true })).toEqual({
      kind: "blocked",
      reason: "check",
    });
    expect(calls).toBe(1);
  });

  it("opens reached steps again but never a later one", async () => {
    // Back on step 0 with step 2 reached: step 2 opens (after step 0's check); nothing past it.
    expect(await changeStep(at(0, 2), 2, () => true)).toEqual({ kind: "moved", index: 2, reached: 2 });
    expect(await changeStep(at(0, 0), 2, () => true)).toEqual({ kind: "blocked", reason: "unreached" });
    expect(await changeStep(at(0, 0), -1, () => true)).toEqual({ kind: "blocked", reason: "unreached" });
    expect(canOpenStep(1, 1, 3)).toBe(true);
    expect(canOpenStep(2, 1, 3)).toBe(false);
    expect(canOpenStep(3, 5, 3)).toBe(false);
    expect(canOpenStep(0.5, 2, 3)).toBe(false);
  });

  it("completes after the last step's check", async () => {
    expect(await changeStep(at(2), 3, () => true)).toEqual({ kind: "completed", reached: 3 });
    expect(await changeStep(at(2), 3, () => false)).toEqual({ kind: "blocked", reason: "check" });
    // Finishing from an earlier step is not a thing.
    expect(await changeStep(at(1, 2), 3, () => true)).toEqual({ kind: "blocked", reason: "unreached" });
  });

  it("takes the step of the URL (1-based) only when it was reached", () => {
    expect(requestedStep(null, 1, 2)).toBe(1);
    expect(requestedStep("1", 1, 2)).toBe(0);
    expect(requestedStep("2", 0, 2)).toBe(0);
    expect(requestedStep("abc", 0, 2)).toBe(0);
    expect(requestedStep("0", 1, 2)).toBe(1);
    // Everything reached: the furthest openable step is the last.
    expect(requestedStep(null, 2, 2)).toBe(1);
  });

  it("moves focus with the arrow keys, Home and End, wrapping around", () => {
    expect(stepFocusTarget("ArrowRight", 0, 3)).toBe(1);
    expect(stepFocusTarget("ArrowDown", 2, 3)).toBe(0);
    expect(stepFocusTarget("ArrowLeft", 0, 3)).toBe(2);
    expect(stepFocusTarget("ArrowUp", 1, 3)).toBe(0);
    expect(stepFocusTarget("Home", 2, 3)).toBe(0);
    expect(stepFocusTarget("End", 0, 3)).toBe(2);
    expect(stepFocusTarget("Enter", 0, 3)).toBeNull();
  });

  it("drops steps no longer asked for and moves the reached mark back over them", () => {
    const progress = { steps: ["store", "address"], reached: 1 };
    expect(keepSteps(progress, () => true)).toEqual(progress);
    expect(keepSteps(progress, (s) => s !== "store")).toEqual({ steps: ["address"], reached: 0 });
    expect(keepSteps(progress, (s) => s !== "address")).toEqual({ steps: ["store"], reached: 1 });
    expect(keepSteps({ steps: ["store", "address"], reached: 2 }, (s) => s === "store")).toEqual({
      steps: ["store"],
      reached: 1,
    });
  });

  it("warns about a size other than xs, sm, md, lg and a negative start index", () => {
    expect(stepWidgetWarnings({ size: "md", startIndex: 0 })).toEqual([]);
    expect(stepWidgetWarnings({ size: "xl", startIndex: -1 })).toHaveLength(2);
    expect(stepWidgetWarnings({ startIndex: 1.5 })).toHaveLength(1);
    expect(stepSize("xs")).toBe("xs");
    expect(stepSize("huge")).toBe("md");
  });
});

describe("onboarding decisions", () => {
  const facts: OnboardingFacts = {
    storeSelection: true,
    storesListed: true,
    validStoreRemembered: false,
    signedIn: true,
    askStoreAddress: true,
    hasStoreAddress: false,
  };

  it("adds the store step with store selection, listed stores and no valid remembered store", () => {
    expect(onboardingSteps(facts)).toEqual(["store", "address"]);
    expect(onboardingSteps({ ...facts, validStoreRemembered: true })).toEqual(["address"]);
    expect(onboardingSteps({ ...facts, storesListed: false })).toEqual(["address"]);
    expect(onboardingSteps({ ...facts, storeSelection: false })).toEqual(["address"]);
  });

  it("adds the address step for a signed-in shopper without a store address when the store asks", () => {
    expect(onboardingSteps({ ...facts, signedIn: false })).toEqual(["store"]);
    expect(onboardingSteps({ ...facts, askStoreAddress: false })).toEqual(["store"]);
    expect(onboardingSteps({ ...facts, hasStoreAddress: true })).toEqual(["store"]);
    // The address lookup failed: the step is skipped (spec §8).
    expect(onboardingSteps({ ...facts, hasStoreAddress: null })).toEqual(["store"]);
  });

  it("accepts a remembered store when all stores are offered, else only a deployed one", () => {
    expect(isStoreOffered({ all_stores: true, deployed_stores: [] }, 9)).toBe(true);
    expect(isStoreOffered({ all_stores: false, deployed_stores: [1, 9] }, 9)).toBe(true);
    expect(isStoreOffered({ all_stores: false, deployed_stores: [1, 2] }, 9)).toBe(false);
  });

  it("reads the store list's query and links one more page of 12", () => {
    expect(storeListQuery(new URLSearchParams("q=%20bandra%20&pages=2"))).toEqual({ q: "bandra", pages: 2 });
    expect(storeListQuery(new URLSearchParams("pages=-1"))).toEqual({ q: "", pages: 1 });
    expect(storeListQuery(new URLSearchParams("pages=999"))).toEqual({ q: "", pages: 41 });
    expect(storeListQuery(new URLSearchParams(`q=${"x".repeat(300)}`)).q).toHaveLength(200);
    expect(moreStoresHref("/setting/store/", { q: "mum", pages: 1 }, true)).toBe("/setting/store/?q=mum&pages=2");
    expect(moreStoresHref("/onboarding/", { q: "", pages: 2 }, true, { step: "1" })).toBe(
      "/onboarding/?step=1&pages=3",
    );
    expect(moreStoresHref("/setting/store/", { q: "", pages: 1 }, false)).toBeNull();
    expect(moreStoresHref("/setting/store/", { q: "", pages: 41 }, true)).toBeNull();
  });

  it("takes a posted store uid only as a positive whole number", () => {
    expect(postedStoreUid("7")).toBe(7);
    expect(postedStoreUid(" 12 ")).toBe(12);
    expect(postedStoreUid("0")).toBeNull();
    expect(postedStoreUid("7a")).toBeNull();
    expect(postedStoreUid("99999999999")).toBeNull();
    expect(postedStoreUid(null)).toBeNull();
  });
});
