/** Wallet linking (PaymentApplicationClient): initiate, verify with the code, unlink. */
import type { ModuleOperations } from "./table";

const WALLET = "/service/application/payment/v1.0/payment/options/wallet";

export const walletOperations = {
  walletLinkInitiate: { method: "POST", path: `${WALLET}/link`, body: true },
  linkWallet: { method: "POST", path: `${WALLET}/verify`, body: true },
  delinkWallet: { method: "POST", path: `${WALLET}/delink`, body: true },
} as const satisfies ModuleOperations<"payment">;
