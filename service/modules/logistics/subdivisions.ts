/**
 * The states of the delivery countries outside India (India's come with its pincode directory):
 * the 50 US states and the District of Columbia with their USPS codes, and the seven emirates with
 * their ISO 3166-2 codes. The United Kingdom's form asks for an optional county as text instead.
 * No package with current, plainly licensed subdivision names was worth its size for these 58 rows
 * (see docs/decisions/0007).
 */
import { indiaPost } from "./india-post";

const US_STATES =
  "AL Alabama|AK Alaska|AZ Arizona|AR Arkansas|CA California|CO Colorado|CT Connecticut|DE Delaware|DC District of Columbia|" +
  "FL Florida|GA Georgia|HI Hawaii|ID Idaho|IL Illinois|IN Indiana|IA Iowa|KS Kansas|KY Kentucky|LA Louisiana|ME Maine|" +
  "MD Maryland|MA Massachusetts|MI Michigan|MN Minnesota|MS Mississippi|MO Missouri|MT Montana|NE Nebraska|NV Nevada|" +
  "NH New Hampshire|NJ New Jersey|NM New Mexico|NY New York|NC North Carolina|ND North Dakota|OH Ohio|OK Oklahoma|" +
  "OR Oregon|PA Pennsylvania|RI Rhode Island|SC South Carolina|SD South Dakota|TN Tennessee|TX Texas|UT Utah|VT Vermont|" +
  "VA Virginia|WA Washington|WV West Virginia|WI Wisconsin|WY Wyoming";

const EMIRATES = "AZ Abu Dhabi|AJ Ajman|DU Dubai|FU Fujairah|RK Ras Al Khaimah|SH Sharjah|UQ Umm Al Quwain";

export interface Subdivision {
  name: string;
  code: string;
}

const parse = (list: string): Subdivision[] =>
  list.split("|").map((entry) => ({ code: entry.slice(0, 2), name: entry.slice(3) }));

const OTHERS: Record<string, Subdivision[]> = { US: parse(US_STATES), AE: parse(EMIRATES) };

/** The states (emirates…) of a country, by name; empty when the service lists none. */
export function statesOf(iso2: string): Subdivision[] {
  return iso2 === "IN" ? indiaPost().states : (OTHERS[iso2] ?? []);
}
