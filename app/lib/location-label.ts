/**
 * The shopper's delivery location as the header shows it. Apart from lib/location (which re-exports
 * both) so that the shell does not load lib/location's pincode rule with it (bench/README.md). Pure.
 */
export interface ShopperLocation {
  pincode: string;
  city: string;
  state: string;
  state_code?: string;
  country: string;
  country_iso_code: string;
}

/** "400001 Mumbai" (the header's "Deliver to …"). */
export const locationLabel = (location: ShopperLocation) =>
  location.city ? `${location.pincode} ${location.city}` : location.pincode;
