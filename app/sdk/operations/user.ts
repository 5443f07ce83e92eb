/**
 * User operations (UserApplicationClient): registration, sign-in, one-time codes, passwords,
 * verification, profile and social sign-in. They act on the shopper of the config's `cookie`;
 * login and registration set the session cookie (read it with ClientOptions.onResponse).
 */
import type { ModuleOperations } from "./table";

export const userOperations = {
  registerWithForm: {
    method: "POST",
    path: "/service/application/user/authentication/v1.0/register/form",
    query: ["platform"],
    body: true,
  },
  loginWithEmailAndPassword: {
    method: "POST",
    path: "/service/application/user/authentication/v1.0/login/password",
    body: true,
  },
  getLoggedInUser: { method: "GET", path: "/service/application/user/authentication/v1.0/session" },
  getListOfActiveSessions: { method: "GET", path: "/service/application/user/authentication/v1.0/sessions" },
  logout: { method: "GET", path: "/service/application/user/authentication/v1.0/logout" },
  userExists: { method: "GET", path: "/service/application/user/authentication/v1.0/user-exists", query: ["q"] },
  hasPassword: { method: "GET", path: "/service/application/user/authentication/v1.0/has-password" },

  loginWithOTP: {
    method: "POST",
    path: "/service/application/user/authentication/v1.0/login/otp",
    query: ["platform"],
    body: true,
  },
  sendOTPOnMobile: {
    method: "POST",
    path: "/service/application/user/authentication/v1.0/otp/mobile/send",
    query: ["platform"],
    body: true,
  },
  verifyMobileOTP: {
    method: "POST",
    path: "/service/application/user/authentication/v1.0/otp/mobile/verify",
    query: ["platform"],
    body: true,
  },
  sendOTPOnEmail: {
    method: "POST",
    path: "/service/application/user/authentication/v1.0/otp/email/send",
    query: ["platform"],
    body: true,
  },
  verifyEmailOTP: {
    method: "POST",
    path: "/service/application/user/authentication/v1.0/otp/email/verify",
    query: ["platform"],
    body: true,
  },
  sendForgotOTPOnMobile: {
    method: "POST",
    path: "/service/application/user/authentication/v1.0/otp/forgot/mobile/send",
    query: ["platform"],
    body: true,
  },
  sendForgotOTPOnEmail: {
    method: "POST",
    path: "/service/application/user/authentication/v1.0/otp/forgot/email/send",
    query: ["platform"],
    body: true,
  },
  verifyMobileForgotOTP: {
    method: "POST",
    path: "/service/application/user/authentication/v1.0/otp/forgot/mobile/verify",
    query: ["platform"],
    body: true,
  },
  verifyEmailForgotOTP: {
    method: "POST",
    path: "/service/application/user/authentication/v1.0/otp/forgot/email/verify",
    query: ["platform"],
    body: true,
  },
  sendResetPasswordEmail: {
    method: "POST",
    path: "/service/application/user/authentication/v1.0/login/password/reset",
    query: ["platform"],
    body: true,
  },
  sendResetPasswordMobile: {
    method: "POST",
    path: "/service/application/user/authentication/v1.0/login/password/mobile/reset",
    query: ["platform"],
    body: true,
  },
  sendResetToken: {
    method: "POST",
    path: "/service/application/user/authentication/v1.0/login/password/reset/token",
    body: true,
  },
  forgotPassword: {
    method: "POST",
    path: "/service/application/user/authentication/v1.0/login/password/reset/forgot",
    body: true,
  },
  resetForgotPassword: {
    method: "POST",
    path: "/service/application/user/authentication/v1.0/login/password/forgot",
    body: true,
  },
  updatePassword: { method: "POST", path: "/service/application/user/authentication/v1.0/password", body: true },
  verifyEmail: { method: "POST", path: "/service/application/user/authentication/v1.0/verify/email", body: true },
  verifyMobile: { method: "POST", path: "/service/application/user/authentication/v1.0/verify/mobile", body: true },
  sendVerificationLinkToEmail: {
    method: "POST",
    path: "/service/application/user/profile/v1.0/email/link/send",
    query: ["platform"],
    body: true,
  },
  sendVerificationLinkToMobile: {
    method: "POST",
    path: "/service/application/user/profile/v1.0/mobile/link/send",
    query: ["platform"],
    body: true,
  },
  deleteUser: { method: "POST", path: "/service/application/user/authentication/v1.0/delete", body: true },
  updateProfile: {
    method: "POST",
    path: "/service/application/user/profile/v1.0/detail",
    query: ["platform"],
    body: true,
  },
  addEmail: { method: "PUT", path: "/service/application/user/profile/v1.0/email", query: ["platform"], body: true },
  addMobileNumber: {
    method: "PUT",
    path: "/service/application/user/profile/v1.0/mobile",
    query: ["platform"],
    body: true,
  },
  deleteEmail: {
    method: "DELETE",
    path: "/service/application/user/profile/v1.0/email",
    query: ["platform", "active", "primary", "verified", "email"],
  },
  deleteMobileNumber: {
    method: "DELETE",
    path: "/service/application/user/profile/v1.0/mobile",
    query: ["platform", "active", "primary", "verified", "country_code", "phone"],
  },
  setEmailAsPrimary: { method: "POST", path: "/service/application/user/profile/v1.0/email/primary", body: true },
  setMobileNumberAsPrimary: {
    method: "POST",
    path: "/service/application/user/profile/v1.0/mobile/primary",
    body: true,
  },
  getUserAttributes: {
    method: "GET",
    path: "/service/application/user/profile/v1.0/user-attributes",
    query: ["slug"],
  },
  updateUserAttributes: {
    method: "PATCH",
    path: "/service/application/user/profile/v1.0/user-attributes",
    body: true,
  },
  getPlatformConfig: { method: "GET", path: "/service/application/user/platform/v1.0/config", query: ["name"] },
  loginWithFacebook: {
    method: "POST",
    path: "/service/application/user/authentication/v1.0/login/facebook-token",
    query: ["platform"],
    body: true,
  },
  loginWithGoogle: {
    method: "POST",
    path: "/service/application/user/authentication/v1.0/login/google-token",
    query: ["platform"],
    body: true,
  },
  loginWithGoogleAndroid: {
    method: "POST",
    path: "/service/application/user/authentication/v1.0/login/google-android",
    query: ["platform"],
    body: true,
  },
  loginWithGoogleIOS: {
    method: "POST",
    path: "/service/application/user/authentication/v1.0/login/google-ios",
    query: ["platform"],
    body: true,
  },
  loginWithAppleIOS: {
    method: "POST",
    path: "/service/application/user/authentication/v1.0/login/apple-ios",
    query: ["platform"],
    body: true,
  },
} as const satisfies ModuleOperations<"user">;
