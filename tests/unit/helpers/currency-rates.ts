/**
 * The currencies the money tests price in: INR (the store's base currency), one with two decimal
 * digits worth less than a rupee (USD) and one with none (JPY).
 */
import type { CurrencyRate } from "../../../service/modules/catalog/money";

export const INR: CurrencyRate = { code: "INR", symbol: "₹", decimalDigits: 2, unitsPerInr: 1 };
export const USD: CurrencyRate = { code: "USD", symbol: "$", decimalDigits: 2, unitsPerInr: 0.0113 };
export const JPY: CurrencyRate = { code: "JPY", symbol: "¥", decimalDigits: 0, unitsPerInr: 1.75 };
