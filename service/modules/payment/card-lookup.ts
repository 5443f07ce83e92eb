/**
 * The Sandbox's card calls beside the saved cards (decision 0024): a BIN look-up (cardDetails) on a
 * small table of the Sandbox's test cards' BINs, attaching a card the Sandbox tokenised to the
 * shopper (attachCardToCustomer: its nickname and name on card), and the card aggregator in use.
 */
import { and, eq, or } from "drizzle-orm";
import type {
  ActiveCardPaymentGatewayDetails,
  AttachCardsDetails,
  CardDetailsFetchedDetails,
} from "../../contract/types";
import type { Db } from "../../db/client";
import { ownedBy, type Owner } from "../../db/owner";
import { savedCards } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { maskCardNumber } from "./cards";
import { cardBrand } from "./sandbox-cards";
import { SANDBOX_AGGREGATOR } from "./sandbox-catalogue";

interface BinEntry {
  brand: string;
  type: "CREDIT" | "DEBIT";
  subType: string;
  bank: string;
  bankCode: string;
}

/** The Sandbox's BINs (first six digits) and the issuer each stands for. */
const SANDBOX_BINS: Record<string, BinEntry> = {
  "411111": { brand: "VISA", type: "CREDIT", subType: "CLASSIC", bank: "HDFC Bank", bankCode: "HDFC" },
  "424242": { brand: "VISA", type: "CREDIT", subType: "PLATINUM", bank: "ICICI Bank", bankCode: "ICIC" },
  "400000": { brand: "VISA", type: "DEBIT", subType: "CLASSIC", bank: "State Bank of India", bankCode: "SBIN" },
  "510510": { brand: "MASTERCARD", type: "CREDIT", subType: "WORLD", bank: "Axis Bank", bankCode: "UTIB" },
  "555555": { brand: "MASTERCARD", type: "DEBIT", subType: "STANDARD", bank: "Kotak Mahindra Bank", bankCode: "KKBK" },
  "222300": { brand: "MASTERCARD", type: "CREDIT", subType: "TITANIUM", bank: "Yes Bank", bankCode: "YESB" },
  "608001": { brand: "RUPAY", type: "DEBIT", subType: "CLASSIC", bank: "Punjab National Bank", bankCode: "PUNB" },
  "652150": { brand: "RUPAY", type: "CREDIT", subType: "SELECT", bank: "Bank of Baroda", bankCode: "BARB" },
  "378282": { brand: "AMEX", type: "CREDIT", subType: "GOLD", bank: "American Express", bankCode: "AMEX" },
};

const CARD_LOOKUP_TEXTS = {
  bin: "card_info must be the card's first 6 to 19 digits",
  notFound: "Card not found",
  attached: "Card attached",
} as const;

/** GET cards/info/{card_info} (cardDetails): the issuer of a BIN; an unknown BIN answers `status: false`. Pure. */
export function cardInfo(cardNumberStart: string): CardDetailsFetchedDetails {
  const digits = cardNumberStart.replace(/[\s-]/g, "");
  if (!/^\d{6,19}$/.test(digits))
    throw new ApiError(400, CARD_LOOKUP_TEXTS.bin, { card_info: [CARD_LOOKUP_TEXTS.bin] });
  const bin = digits.slice(0, 6);
  const known = SANDBOX_BINS[bin];
  const brand = known?.brand ?? cardBrand(digits).toUpperCase();
  return {
    success: true,
    data: {
      status: Boolean(known),
      id: bin,
      country: known ? "INDIA" : "",
      bank: known?.bank ?? "",
      bank_code: known?.bankCode ?? "",
      card_brand: brand === "CARD" ? "" : brand,
      type: known?.type ?? "",
      card_sub_type: known?.subType ?? "",
      extended_card_type: known?.type ?? "",
      is_domestic_card: Boolean(known),
      card_object: "card",
    },
  };
}

/**
 * POST card/attach (attachCardToCustomer): the shopper's card the Sandbox tokenised (named by its
 * id or its token) gets the nickname and name on card; anyone else's or an unknown one is 404.
 */
export async function attachCard(
  db: Db,
  owner: Owner,
  body: { card_id: string; nickname?: string; name_on_card?: string },
): Promise<AttachCardsDetails> {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(
      and(ownedBy(savedCards, owner), or(eq(savedCards.id, body.card_id), eq(savedCards.cardToken, body.card_id))),
    );
  if (!row) throw notFound(CARD_LOOKUP_TEXTS.notFound);
  const [card] = await db
    .update(savedCards)
    .set({
      ...(body.nickname !== undefined ? { nickname: body.nickname } : {}),
      ...(body.name_on_card ? { cardName: body.name_on_card } : {}),
    })
    .where(eq(savedCards.id, row.id))
    .returning();
  return {
    success: true,
    message: CARD_LOOKUP_TEXTS.attached,
    data: {
      card_id: card.id,
      card_token: card.cardToken,
      card_reference: card.id,
      card_number: maskCardNumber(card.cardNumber),
      card_brand: card.cardBrand,
      nickname: card.nickname,
      name_on_card: card.cardName,
      aggregator: card.aggregatorName,
    },
  };
}

/** GET card/aggregator (getActiveCardAggregator): cards are taken by the Sandbox. */
export const activeCardAggregator = (origin: string, userId: string): ActiveCardPaymentGatewayDetails => ({
  success: true,
  message: "",
  cards: { aggregator: SANDBOX_AGGREGATOR, api: `${origin}/service/sandbox`, customer_id: userId },
});
