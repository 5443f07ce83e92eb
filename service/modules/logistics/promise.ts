/**
 * The delivery-promise rule of the embedded service: deterministic, from the two pincodes alone.
 *
 * The closer the shipping pincode is to the delivery pincode, the sooner the parcel arrives:
 *
 * | from and to share…                                  | delivered in  |
 * | --------------------------------------------------- | ------------- |
 * | the first 3 digits (same sorting district / city)   | 2–3 days      |
 * | the first 2 digits (same postal circle / state)     | 3–4 days      |
 * | the first digit (same postal zone)                  | 4–5 days      |
 * | neighbouring zones (first digits differ by 1)       | 5–6 days      |
 * | anything else                                       | 6–7 days      |
 *
 * Manufacturing (made-to-order) time is added to both ends. A promise for day N means "by the end of
 * that day in India" (23:59:59 IST): the timestamp is that instant in epoch seconds and the formatted
 * text is like "Tue, 24 Nov".
 */

interface TransitDays {
  min: number;
  max: number;
}

export function transitDays(fromPincode: string, toPincode: string): TransitDays {
  if (fromPincode.slice(0, 3) === toPincode.slice(0, 3)) return { min: 2, max: 3 };
  if (fromPincode.slice(0, 2) === toPincode.slice(0, 2)) return { min: 3, max: 4 };
  const zoneGap = Math.abs(Number(fromPincode[0]) - Number(toPincode[0]));
  if (zoneGap === 0) return { min: 4, max: 5 };
  if (zoneGap === 1) return { min: 5, max: 6 };
  return { min: 6, max: 7 };
}

interface DeliveryPromise {
  timestamp: { min: number; max: number };
  formatted: { min: string; max: string };
  iso: { min: string; max: string };
}

const IST_OFFSET_MS = 5.5 * 3_600_000;
const DAY_MS = 86_400_000;
const formatDay = new Intl.DateTimeFormat("en-IN", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "Asia/Kolkata",
});

/** 23:59:59 IST, `days` days after the IST calendar day of `now`. */
function endOfDayIst(now: number, days: number): Date {
  const istMidnight = Math.floor((now + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  return new Date(istMidnight + (days + 1) * DAY_MS - 1000);
}

/** Whole days a manufacturing time adds (hours round up to days). */
export function manufacturingDays(time: number | undefined, unit: string | undefined): number {
  if (!time || time <= 0) return 0;
  return unit === "hours" ? Math.ceil(time / 24) : Math.ceil(time);
}

export function deliveryPromise(fromPincode: string, toPincode: string, now: number, extraDays = 0): DeliveryPromise {
  const days = transitDays(fromPincode, toPincode);
  const min = endOfDayIst(now, days.min + extraDays);
  const max = endOfDayIst(now, days.max + extraDays);
  return {
    timestamp: { min: Math.floor(min.getTime() / 1000), max: Math.floor(max.getTime() / 1000) },
    formatted: { min: formatDay.format(min), max: formatDay.format(max) },
    iso: { min: min.toISOString(), max: max.toISOString() },
  };
}
