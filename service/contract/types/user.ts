/**
 * User (user/authentication, profile, platform): accounts, sign-in, one-time codes, password reset,
 * verification and the profile (official SDK model names).
 */

export interface UserEmail {
  email: string;
  primary: boolean;
  verified: boolean;
  active: boolean;
}

export interface UserPhoneNumber {
  phone: string;
  country_code: number;
  primary: boolean;
  verified: boolean;
  active: boolean;
}

export interface UserSchema {
  _id: string;
  user_id: string;
  application_id: string;
  first_name: string;
  last_name: string;
  gender: string;
  dob: string;
  profile_pic_url: string;
  account_type: string;
  emails: UserEmail[];
  phone_numbers: UserPhoneNumber[];
  active: boolean;
  created_at: string;
  updated_at: string;
}

export interface FormRegisterRequest {
  first_name: string;
  last_name?: string;
  gender?: string;
  email?: string;
  password: string;
  /** The official field; `mobile` is accepted as an alias. */
  phone?: { country_code: string; mobile: string };
  mobile?: { country_code: string; mobile: string };
  register_token?: string;
}

export interface RegisterFormSuccess {
  success: boolean;
  request_id: string;
  register_token: string;
  user_exists: boolean;
  verify_email_otp: boolean;
  verify_mobile_otp: boolean;
  email?: string;
  mobile?: string;
  country_code?: string;
  message: string;
  /** Our addition: the account is created and signed in at once. */
  user: UserSchema;
}

export interface PasswordLoginRequest {
  username: string;
  password: string;
}

export interface LoginSuccess {
  user: UserSchema;
  request_id: string;
  register_token: string;
}

export interface UserObjectSchema {
  user: UserSchema;
}

export interface SessionListSuccess {
  sessions: string[];
}

export interface LogoutSuccess {
  logout: boolean;
}

export interface UserExistsDetails {
  user_exists: boolean;
}

export interface HasPasswordSuccess {
  /** 1 when the account has a password, else 0. */
  result: number;
}

// One-time codes, password reset, verification, profile

/** POST authentication/v1.0/login/otp — start a mobile OTP sign-in. */
export interface SendOtpRequest {
  mobile: string;
  country_code: string;
  encrypt_otp?: boolean;
  android_hash?: string;
  captcha_code?: string;
}

/** Answer of login/otp: `request_id` names the code to verify; `resend_token` allows one resend after `resend_timer` seconds. */
export interface SendOtp extends SendOtpSuccess {
  user_exists: boolean;
  verify_mobile_otp: boolean;
  verify_email_otp: boolean;
  email?: string;
  resend_email_token?: string;
}

/** POST otp/mobile/send and otp/forgot/mobile/send. `action` "resend" needs `token` (the resend_token). */
export interface SendMobileOtpRequest {
  mobile: string;
  country_code: string;
  action?: "send" | "resend";
  token?: string;
  android_hash?: string;
  force?: string;
  encrypt_otp?: boolean;
}

/** Answer of otp/mobile/send and otp/forgot/mobile/send (and the common part of login/otp's answer). */
export interface SendOtpSuccess {
  success: boolean;
  request_id: string;
  message: string;
  mobile: string;
  country_code: string;
  resend_timer: number;
  resend_token: string;
  register_token: string;
}

/** POST otp/mobile/verify. */
export interface VerifyOtpRequest {
  request_id: string;
  otp: string;
  register_token?: string;
}

/**
 * Answer of otp/mobile/verify and otp/email/verify when signing in: the session cookie is set;
 * `user_exists` false means the account was created by this sign-in (the storefront asks for
 * the profile next). When a signed-in shopper verifies an added number or address, `user` is
 * the updated user and `user_exists` is true.
 */
export interface VerifyOtpSuccess {
  user: UserSchema;
  user_exists: boolean;
  register_token: string;
  verify_mobile_link?: boolean;
  verify_email_link?: boolean;
}

/** POST otp/email/send and otp/forgot/email/send. `action` "resend" needs `token` (resend_email_token). */
export interface SendEmailOtpRequest {
  email: string;
  action?: "send" | "resend";
  token?: string;
  register_token?: string;
}

export interface EmailOtpSuccess {
  success: boolean;
  resend_email_token: string;
  /** Our addition: seconds before a resend is accepted. */
  resend_timer: number;
}

/** POST otp/email/verify. */
export interface VerifyEmailOtpRequest {
  email: string;
  otp: string;
  action?: string;
  register_token?: string;
}

/** POST otp/forgot/email/verify. */
export interface VerifyEmailForgotOtpRequest {
  email: string;
  otp: string;
}

/** POST otp/forgot/mobile/verify. */
export interface VerifyMobileForgotOtpRequest {
  request_id: string;
  otp: string;
}

/** A verified forgot-password code yields `forgot_token`, spent by login/password/forgot as `code`. */
export interface VerifyForgotOtpSuccess {
  success: boolean;
  forgot_token: string;
}

/** POST login/password/reset — e-mail a reset link. */
export interface SendResetPasswordEmailRequest {
  email: string;
}

/** POST login/password/mobile/reset — send a reset link by SMS. */
export interface SendResetPasswordMobileRequest {
  country_code: string;
  mobile: string;
}

/** Answer of the reset-link calls; the same whether or not the account exists. */
export interface ResetPasswordSuccess {
  status: string;
}

/** POST login/password/reset/token — is a reset link's code still good? */
export interface CodeRequestBody {
  code: string;
}

/**
 * Sets a new password with a reset code: forgotPassword (POST login/password/reset/forgot, answers
 * LoginSuccess and signs in) and resetForgotPassword (POST login/password/forgot, answers
 * ResetForgotPasswordSuccess). `code` is a reset link's code or a verified OTP's forgot_token;
 * a code works once.
 */
export interface ForgotPasswordRequest {
  code: string;
  password: string;
}

export interface ResetForgotPasswordSuccess {
  success: boolean;
}

/** POST authentication/v1.0/password — signed in: set (no current password) or change it. */
export interface UpdatePasswordRequest {
  old_password?: string;
  new_password: string;
}

/** POST verify/email and verify/mobile — the code of a verification link. */
export interface VerifyEmailRequest {
  code: string;
}

export interface VerifyEmailSuccess {
  message: string;
}

/** POST authentication/v1.0/delete. */
export interface DeleteApplicationUserRequest {
  user_id: string;
  reason?: string;
  reason_id?: string;
  request_id?: string;
  otp?: string;
}

export interface DeleteUserSuccess {
  success: boolean;
}

/** POST profile/v1.0/detail. */
export interface EditProfileRequest {
  first_name?: string;
  last_name?: string;
  gender?: string;
  dob?: string;
  profile_pic_url?: string;
  email?: string;
  mobile?: { phone: string; country_code: string };
  country_code?: string;
  register_token?: string;
  sender?: string;
  encrypt_otp?: boolean;
  android_hash?: string;
}

/**
 * Answer of profile detail and add e-mail / add mobile. When a new unverified mobile or e-mail was
 * added a code has been sent: `verify_mobile_otp` with `request_id` / `resend_token`, or
 * `verify_email_otp` with `resend_email_token`.
 */
export interface ProfileEditSuccess {
  user: UserSchema;
  register_token: string;
  user_exists: boolean;
  verify_email_link: boolean;
  verify_email_otp: boolean;
  verify_mobile_otp: boolean;
  success: boolean;
  message: string;
  email?: string;
  request_id?: string;
  country_code?: string;
  mobile?: string;
  resend_timer?: number;
  resend_token?: string;
  resend_email_token?: string;
}

/** PUT profile/v1.0/email. */
export interface EditEmailRequest {
  email: string;
}

/** PUT profile/v1.0/mobile. */
export interface EditMobileRequest {
  country_code: string;
  phone: string;
}

/** POST profile/v1.0/email/primary, email/link/send. */
export interface SendVerificationLinkEmailRequest {
  email: string;
}

/** POST profile/v1.0/mobile/primary, mobile/link/send. */
export interface SendVerificationLinkMobileRequest {
  country_code: string;
  phone: string;
  verified?: boolean;
  active?: boolean;
  primary?: boolean;
}

export interface SendEmailVerifyLinkSuccess {
  verify_email_link: boolean;
}

export interface SendMobileVerifyLinkSuccess {
  verify_mobile_link: boolean;
}

/** GET / PATCH profile/v1.0/user-attributes. */
export interface UserAttributes {
  attributes: Record<string, unknown>;
}

export interface RequiredFieldLevel {
  is_required: boolean;
  /** "hard": the shopper must complete the profile; "soft": may skip it. */
  level: "hard" | "soft";
}

/** GET platform/v1.0/config. */
export interface PlatformSchema {
  _id: string;
  name: string;
  display: string;
  active: boolean;
  forgot_password: boolean;
  login: { password: boolean; otp: boolean };
  register: boolean;
  skip_captcha: boolean;
  skip_login: boolean;
  social: { facebook: boolean; google: boolean; apple: boolean; account_kit: boolean };
  /** `apple` is our addition: the Sign in with Apple client id (services id / bundle id). */
  social_tokens: {
    facebook: { app_id: string };
    google: { app_id: string };
    accountkit: { app_id: string };
    apple?: { app_id: string };
  };
  required_fields: { email: RequiredFieldLevel; mobile: RequiredFieldLevel };
  register_required_fields: { email: RequiredFieldLevel; mobile: RequiredFieldLevel };
  flash_card: { text: string; text_color: string; background_color: string };
  subtext: string;
  look_and_feel: { card_position: string; background_color: string };
  delete_account_day: number;
  delete_account_reasons: { reason_text: string; reason_id: string; show_text_area: boolean }[];
  delete_account_consent: { consent_text: string };
  session_config: { duration: number; type: string; is_rolling: boolean };
  created_at: string;
  updated_at: string;
}

/** POST login/facebook-token, login/google-token, google-android, google-ios. */
export interface OAuthRequest {
  is_signed_in?: boolean;
  oauth2?: { access_token?: string; expiry?: number; refresh_token?: string };
  profile?: {
    id?: string;
    email?: string;
    full_name?: string;
    first_name?: string;
    last_name?: string;
    image?: string;
  };
}

/** POST login/apple-ios. */
export interface OAuthRequestApple {
  user_identifier?: string;
  oauth?: { identity_token?: string };
  profile?: { full_name?: string; first_name?: string; last_name?: string };
}

export interface AuthSuccess {
  user: UserSchema;
  user_exists: boolean;
  register_token: string;
}
