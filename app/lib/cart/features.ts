/**
 * Cart features that are switched on as their parts are built. Checkout (delivery, payment, review)
 * is not built yet: the bag hides its "Checkout" button until it is.
 */
export const checkoutOpen = false;
