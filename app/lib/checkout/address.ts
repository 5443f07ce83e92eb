/** An address as lines to show (street, area, landmark, "city, state – pincode", country). Pure. */
export function addressLines(address: {
  address: string;
  area?: string;
  landmark?: string;
  city: string;
  state: string;
  area_code: string;
  country: string;
}): string[] {
  const place = [address.city, address.state].filter(Boolean).join(", ");
  return [
    address.address,
    address.area,
    address.landmark,
    [place, address.area_code].filter(Boolean).join(" – "),
    address.country,
  ].filter((line): line is string => Boolean(line));
}
