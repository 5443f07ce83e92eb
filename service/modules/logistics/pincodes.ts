/**
 * The pincodes the demo store delivers to: Indian pincodes whose first three digits (the sorting
 * district) belong to one of the cities below. The first digit of a pincode is the postal zone, the
 * first two the circle (roughly the state), the first three the sorting district. A well-formed
 * pincode outside this list is "not serviceable"; nothing here pretends to know every post office.
 */

import { PINCODE_PATTERN } from "../../contract/validation";

export interface PincodeArea {
  /** First three digits. */
  prefix: string;
  city: string;
  state: string;
  stateCode: string;
}

const AREAS: [prefix: string, city: string, state: string, stateCode: string][] = [
  ["110", "New Delhi", "Delhi", "DL"],
  ["121", "Faridabad", "Haryana", "HR"],
  ["122", "Gurugram", "Haryana", "HR"],
  ["141", "Ludhiana", "Punjab", "PB"],
  ["143", "Amritsar", "Punjab", "PB"],
  ["160", "Chandigarh", "Chandigarh", "CH"],
  ["201", "Ghaziabad", "Uttar Pradesh", "UP"],
  ["208", "Kanpur", "Uttar Pradesh", "UP"],
  ["221", "Varanasi", "Uttar Pradesh", "UP"],
  ["226", "Lucknow", "Uttar Pradesh", "UP"],
  ["248", "Dehradun", "Uttarakhand", "UK"],
  ["282", "Agra", "Uttar Pradesh", "UP"],
  ["302", "Jaipur", "Rajasthan", "RJ"],
  ["313", "Udaipur", "Rajasthan", "RJ"],
  ["342", "Jodhpur", "Rajasthan", "RJ"],
  ["360", "Rajkot", "Gujarat", "GJ"],
  ["380", "Ahmedabad", "Gujarat", "GJ"],
  ["390", "Vadodara", "Gujarat", "GJ"],
  ["395", "Surat", "Gujarat", "GJ"],
  ["400", "Mumbai", "Maharashtra", "MH"],
  ["403", "Panaji", "Goa", "GA"],
  ["411", "Pune", "Maharashtra", "MH"],
  ["421", "Thane", "Maharashtra", "MH"],
  ["422", "Nashik", "Maharashtra", "MH"],
  ["440", "Nagpur", "Maharashtra", "MH"],
  ["452", "Indore", "Madhya Pradesh", "MP"],
  ["462", "Bhopal", "Madhya Pradesh", "MP"],
  ["492", "Raipur", "Chhattisgarh", "CG"],
  ["500", "Hyderabad", "Telangana", "TG"],
  ["520", "Vijayawada", "Andhra Pradesh", "AP"],
  ["530", "Visakhapatnam", "Andhra Pradesh", "AP"],
  ["560", "Bengaluru", "Karnataka", "KA"],
  ["570", "Mysuru", "Karnataka", "KA"],
  ["575", "Mangaluru", "Karnataka", "KA"],
  ["600", "Chennai", "Tamil Nadu", "TN"],
  ["625", "Madurai", "Tamil Nadu", "TN"],
  ["641", "Coimbatore", "Tamil Nadu", "TN"],
  ["682", "Kochi", "Kerala", "KL"],
  ["695", "Thiruvananthapuram", "Kerala", "KL"],
  ["700", "Kolkata", "West Bengal", "WB"],
  ["711", "Howrah", "West Bengal", "WB"],
  ["751", "Bhubaneswar", "Odisha", "OD"],
  ["781", "Guwahati", "Assam", "AS"],
  ["800", "Patna", "Bihar", "BR"],
  ["834", "Ranchi", "Jharkhand", "JH"],
];

const BY_PREFIX = new Map<string, PincodeArea>(
  AREAS.map(([prefix, city, state, stateCode]) => [prefix, { prefix, city, state, stateCode }]),
);

/** The served area of a well-formed pincode, or undefined (not serviceable or malformed). */
export function pincodeArea(pincode: string): PincodeArea | undefined {
  return PINCODE_PATTERN.test(pincode) ? BY_PREFIX.get(pincode.slice(0, 3)) : undefined;
}

export const localitySlug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
