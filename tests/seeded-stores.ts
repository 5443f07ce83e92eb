/**
 * A store of the demo seed as the configuration API lists it (its address, names and uid): what
 * configuration.test.ts expects the service to answer, and the store locator's unit test's sample.
 */
export const BANDRA_WEST = {
  uid: 6,
  name: "Vitrine Bandra West",
  display_name: "Bandra West",
  pincode: 400050,
  address: {
    address1: "24",
    address2: "Hill Road, Bandra West",
    city: "Mumbai",
    state: "Maharashtra",
    country: "India",
    pincode: 400050,
    lat_long: { type: "Point", coordinates: [72.8336, 19.0553] },
  },
};
