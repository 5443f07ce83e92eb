export const TEST_APPLICATION_ID = "000000000000000000000001";
export const TEST_APPLICATION_TOKEN = "test-application-token";
