export const TEST_APPLICATION_ID = "000000000000000000000001";
export const TEST_APPLICATION_TOKEN = "test-application-token";
/** The order API's base path. */
export const ORDERS = "/service/application/order/v1.0/orders";
/** The payment API's base path. */
export const PAYMENT = "/service/application/payment/v1.0";
