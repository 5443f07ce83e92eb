/**
 * The Sandbox aggregator's catalogue (decision 0015): the modes it takes and, per mode, the banks,
 * wallets and pay-later providers a shopper may pick. Data only: the payment options (options.ts),
 * the checkout's mode check and the hosted page read it.
 */

export const SANDBOX_AGGREGATOR = "Sandbox";

/** What the Sandbox calls itself on its hosted page. */
export const SANDBOX_MERCHANT = "Vitrine (Sandbox payments)";

/** The Sandbox's modes, in the order they are offered, with their RootPaymentMode names. */
export const SANDBOX_MODES = [
  { name: "CARD", display_name: "Card", payment_mode_id: 2 },
  { name: "UPI", display_name: "UPI", payment_mode_id: 7 },
  { name: "NB", display_name: "Net Banking", payment_mode_id: 3 },
  { name: "WL", display_name: "Wallet", payment_mode_id: 4 },
  { name: "PL", display_name: "Pay Later", payment_mode_id: 9 },
] as const;

export type SandboxMode = (typeof SANDBOX_MODES)[number]["name"];

/** A bank, wallet or provider: its code (also the merchant code) and the name shoppers see. */
export interface SandboxChoice {
  code: string;
  name: string;
}

/** Net banking: banks by their IFSC prefix. */
const SANDBOX_BANKS: readonly SandboxChoice[] = [
  { code: "HDFC", name: "HDFC Bank" },
  { code: "ICIC", name: "ICICI Bank" },
  { code: "SBIN", name: "State Bank of India" },
  { code: "UTIB", name: "Axis Bank" },
  { code: "KKBK", name: "Kotak Mahindra Bank" },
  { code: "YESB", name: "Yes Bank" },
  { code: "IDFB", name: "IDFC FIRST Bank" },
  { code: "PUNB", name: "Punjab National Bank" },
  { code: "BARB", name: "Bank of Baroda" },
  { code: "CNRB", name: "Canara Bank" },
];

const SANDBOX_WALLETS: readonly SandboxChoice[] = [
  { code: "PAYTM", name: "Paytm" },
  { code: "PHONEPE", name: "PhonePe" },
  { code: "AMAZONPAY", name: "Amazon Pay" },
  { code: "MOBIKWIK", name: "MobiKwik" },
];

export const SANDBOX_PAY_LATER: readonly SandboxChoice[] = [
  { code: "SIMPL", name: "Simpl" },
  { code: "LAZYPAY", name: "LazyPay" },
];

/** UPI has one choice: the shopper's UPI id is asked for later (initialisePayment). */
const SANDBOX_UPI: readonly SandboxChoice[] = [{ code: "UPI", name: "UPI" }];

/** The choices of a mode that is chosen by code (all but CARD, whose choices are the shopper's cards). */
export const SANDBOX_CHOICES: Record<Exclude<SandboxMode, "CARD">, readonly SandboxChoice[]> = {
  UPI: SANDBOX_UPI,
  NB: SANDBOX_BANKS,
  WL: SANDBOX_WALLETS,
  PL: SANDBOX_PAY_LATER,
};

export const isSandboxMode = (mode: string): mode is SandboxMode => SANDBOX_MODES.some((m) => m.name === mode);

/** A UPI id (VPA): handle@provider. */
export const VPA_PATTERN = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z]{2,64}$/;
