/**
 * The typed surface of the storefront SDK: one method per API operation, named as in the official
 * SDK (fdk-client-javascript ApplicationClient), arguments in camelCase, responses in the API's
 * snake_case shapes. Route loaders and section loaders depend on this interface only.
 */
import type { AddressPayload } from "~/lib/address-form";
import type {
  CartCheckoutDetailRequest,
  CartCheckoutDetailV2Request,
  CartCheckoutResponse,
  CustomerDetailsResponseSchema,
  OrderById,
  OrderList,
  SendOtpToCustomerResponseSchema,
  VerifyOtpResponseSchema,
  ShipmentById,
  ShipmentTrack,
  ShipmentReasons,
  ShipmentBagReasons,
  UpdateShipmentStatusRequest,
  ShipmentApplicationStatusResponse,
  RefundBankAccountRequest,
  AddBeneficiaryRequest,
  AddBeneficiaryViaOtpVerificationDetails,
  IfscCodeDetails,
  OrderBeneficiaryFetchDetails,
  RefundAccountDetails,
  RefundTransferModeUpdateDetails,
  ResponseGetInvoiceShipment,
  SetDefaultBeneficiaryDetails,
  TransferModeFetchDetails,
  WalletOtpDetails,
  WalletDelinkRequest,
  WalletLinkRequest,
  WalletResponseSchema,
  WalletVerifyRequest,
  PaymentInitializationDetails,
  PaymentInitializationRequest,
  CancelOrResendPaymentLinkRequest,
  CancelPaymentLinkDetails,
  CreateOrderUserDetails,
  CreateOrderUserRequest,
  CreatePaymentLinkDetails,
  CreatePaymentLinkRequest,
  GetPaymentLinkDetails,
  PollingPaymentLinkDetails,
  ResendOrCancelPaymentDetails,
  ResendOrCancelPaymentRequest,
  ResendPaymentLinkDetails,
  PaymentModeRouteDetails,
  ValidateCustomer,
  ValidateCustomerDetails,
  PaymentStatusUpdateDetails,
  PaymentStatusUpdateRequest,
  UpdateCartPaymentRequest,
  ValidateVPADetails,
  ValidateVPARequest,
  AllPagesResponse,
  AppCurrencyResponse,
  AppFeatureResponse,
  OrderingStore,
  OrderingStores,
  AppTokenResponse,
  Application,
  ApplicationDetail,
  ApplicationInformation,
  AutoCompleteResponse,
  BrandDetailResponse,
  BrandListingResponse,
  CategoryListingResponse,
  CategoryMetaResponse,
  Collection,
  CollectionListingResponse,
  CreateTicketRequest,
  CustomForm,
  CustomFormSubmission,
  CurrenciesResponse,
  DeliveryPromiseResponse,
  DepartmentResponse,
  FileUploadComplete,
  FileUploadResponse,
  FileUploadStart,
  FollowCollectionType,
  FollowIdsResponse,
  FollowPostResponse,
  FormRegisterRequest,
  GetFollowListingResponse,
  HasPasswordSuccess,
  LoginSuccess,
  LogoutSuccess,
  PasswordLoginRequest,
  RegisterFormSuccess,
  SessionListSuccess,
  UserExistsDetails,
  UserObjectSchema,
  GetLocality,
  GetLocalities,
  HomeListingResponse,
  CodeRequestBody,
  DeleteApplicationUserRequest,
  DeleteCardsDetails,
  DeletehCardRequest,
  DeleteUserSuccess,
  EditEmailRequest,
  EditMobileRequest,
  EditProfileRequest,
  EmailOtpSuccess,
  ForgotPasswordRequest,
  GetAddressesResponse,
  Address,
  AddCartDetailResponse,
  AddCartRequest,
  ApplyCouponRequest,
  CartDetailResponse,
  CartItemCountResponse,
  DeleteCartDetailResponse,
  GetCouponResponse,
  PaymentCouponValidate,
  SelectCartAddressRequest,
  UpdateCartDetailResponse,
  UpdateCartRequest,
  DeleteAddressResult,
  GetCountries,
  GetCountry,
  SaveAddressResult,
  UpdateAddressResult,
  ListCardsDetails,
  AuthSuccess,
  OAuthRequest,
  OAuthRequestApple,
  Offer,
  PlatformSchema,
  PointsDetails,
  PointsHistoryDetails,
  ProfileEditSuccess,
  RedeemReferralCodeDetails,
  RedeemReferralCodeRequest,
  ReferralDetails,
  ResetForgotPasswordSuccess,
  ResetPasswordSuccess,
  SendEmailOtpRequest,
  SendEmailVerifyLinkSuccess,
  SendMobileOtpRequest,
  SendMobileVerifyLinkSuccess,
  SendOtp,
  SendOtpRequest,
  SendOtpSuccess,
  SendResetPasswordEmailRequest,
  SendResetPasswordMobileRequest,
  SendVerificationLinkEmailRequest,
  SendVerificationLinkMobileRequest,
  UpdatePasswordRequest,
  UserAttributes,
  VerifyEmailForgotOtpRequest,
  VerifyEmailOtpRequest,
  VerifyEmailRequest,
  VerifyEmailSuccess,
  VerifyForgotOtpSuccess,
  VerifyMobileForgotOtpRequest,
  VerifyOtpRequest,
  VerifyOtpSuccess,
  LegalResponse,
  AnnouncementsResponse,
  Blog,
  BlogsResponse,
  CustomPage,
  Faq,
  FaqCategoriesResponse,
  FaqCategoryBySlugResponse,
  FaqResponse,
  PagesResponse,
  NavigationsResponse,
  PincodeDetails,
  ProductCompareResponse,
  ProductDetail,
  ProductListingResponse,
  ProductSizePriceResponse,
  ProductSizes,
  ProductSizeSellersResponse,
  ProductVariantsResponse,
  SeoResponse,
  SignUrlRequest,
  SignUrlResponse,
  SupportResponse,
  TatRequest,
  TatResponse,
  Theme,
  ThemePage,
  SubmitCustomFormDetails,
  Ticket,
  GetShareCartLinkCreation,
  GetShareCartLinkResult,
  SharedCartResult,
  ShortLinkReq,
  ShortLinkRes,
  QRCodeResp,
  AppStaffListResponse,
  BulkPriceResult,
  CartMetaResult,
  CartShipmentsResult,
  LadderPriceOffers,
  PromotionOffersResult,
  PromotionPaymentOffersResult,
  TagsResponse,
  CommunicationConsent,
  ConsentChannel,
  EmailConsent,
} from "../../service/contract/types";

export type * from "../../service/contract/types";

/** The arguments of a method that sends `T` (the official SDK also takes the caller's `platform`). */
type BodyFor<T> = { body: T; platform?: string };

/** The query of the address calls (cart_id, buy_now…): the list's filters; they never change which address `getAddressById` answers. */
interface AddressFilters {
  cartId?: string;
  buyNow?: boolean;
  mobileNo?: string;
  checkoutMode?: string;
  tags?: string;
  isDefault?: boolean;
}

export interface ProductListingQuery {
  q?: string;
  f?: string;
  filters?: boolean;
  sortOn?: string;
  pageId?: string;
  pageSize?: number;
  pageNo?: number;
  pageType?: "cursor" | "number";
}

/** The query most cart calls share (official names, camelCase). */
export interface CartQuery {
  id?: string;
  /** Include every item. */
  i?: boolean;
  /** Include the price breakup. */
  b?: boolean;
  areaCode?: string;
  buyNow?: boolean;
  orderType?: string;
}

/** saveClickEvent's body (ClickEventPayload): the browser's analytics events, sent on by routes/api.analytics.tsx. */
export interface ClickEventBatch {
  batch: ({ event_name: string } & Record<string, unknown>)[];
  sent_at?: string;
}

export interface StorefrontApi {
  communication: {
    /** The signed-in shopper's answer per channel (email, sms, whatsapp); a channel never answered is "no". */
    getCommunicationConsent(): Promise<CommunicationConsent>;
    upsertCommunicationConsent(
      args: BodyFor<{ action?: "upsert"; channel: ConsentChannel; response: "yes" | "no" }>,
    ): Promise<CommunicationConsent>;
    /** Vitrine's own call (not in the official SDK): the newsletter sign-up, an address's consent to e-mail. */
    giveEmailConsent(args: BodyFor<{ email: string }>): Promise<EmailConsent>;
  };
  webhook: {
    saveClickEvent(args: {
      body: ClickEventBatch;
    }): Promise<{ success_count: number; failed_count: number; failed_events: { event_name: string }[] }>;
  };
  configuration: {
    getApplication(): Promise<Application>;
    getBasicDetails(): Promise<ApplicationDetail>;
    getContactInfo(): Promise<ApplicationInformation>;
    getCurrencies(): Promise<CurrenciesResponse>;
    getAppCurrencies(): Promise<AppCurrencyResponse>;
    getFeatures(): Promise<AppFeatureResponse>;
    /** A page of the sales channel's staff (the bag's staff selection lists those with `orderIncent`). */
    getAppStaffList(args?: {
      pageNo?: number;
      pageSize?: number;
      orderIncent?: boolean;
      orderingStore?: number;
      user?: string;
      userName?: string;
    }): Promise<AppStaffListResponse>;
    /** The stores a shopper can order from (12 a page, searched by `q`) with the deployment's configuration. */
    getOrderingStores(args?: { pageNo?: number; pageSize?: number; q?: string }): Promise<OrderingStores>;
    getStoreDetailById(args: { storeId: number }): Promise<OrderingStore>;
    /** Selects the ordering store: the answer's Set-Cookie carries the signed `f.ordering_store`. */
    getOrderingStoreCookie(args: BodyFor<{ ordering_store: { uid: number } }>): Promise<{ message: string }>;
    removeOrderingStoreCookie(): Promise<{ message: string }>;
    /** Third-party credentials; `tokens.google_map.credentials.api_key` is the maps key, base64-encoded. */
    getIntegrationTokens(): Promise<AppTokenResponse>;
  };
  content: {
    getNavigations(args?: { pageNo?: number; pageSize?: number }): Promise<NavigationsResponse>;
    getSEOConfiguration(): Promise<SeoResponse>;
    getSupportInformation(): Promise<SupportResponse>;
    getLegalInformation(): Promise<LegalResponse>;
    getAnnouncements(): Promise<AnnouncementsResponse>;
    getFaqs(): Promise<FaqResponse>;
    getFaqCategories(): Promise<FaqCategoriesResponse>;
    getFaqBySlug(args: { slug: string }): Promise<Faq>;
    /** The category with its questions. */
    getFaqCategoryBySlug(args: { slug: string }): Promise<FaqCategoryBySlugResponse>;
    getFaqsByCategorySlug(args: { slug: string }): Promise<FaqResponse>;
    /** Published posts, newest first, 12 a page by default; `tags` comma-separated. */
    getBlogs(args?: { pageNo?: number; pageSize?: number; tags?: string; search?: string }): Promise<BlogsResponse>;
    getBlog(args: { slug: string; rootId?: string; preview?: boolean }): Promise<Blog>;
    getPages(args?: { pageNo?: number; pageSize?: number }): Promise<PagesResponse>;
    getPage(args: { slug: string; rootId?: string }): Promise<CustomPage>;
    /** The tags (scripts, stylesheets) the storefront injects into its pages. */
    getTags(): Promise<TagsResponse>;
  };
  theme: {
    getAppliedTheme(): Promise<Theme>;
    getThemeForPreview(args: { themeId: string }): Promise<Theme>;
    getAllPages(args: { themeId: string }): Promise<AllPagesResponse>;
    getPage(args: { themeId: string; pageValue: string; sectionPreviewHash?: string }): Promise<ThemePage>;
  };
  catalog: {
    getProducts(args?: ProductListingQuery): Promise<ProductListingResponse>;
    getProductDetailBySlug(args: { slug: string }): Promise<ProductDetail>;
    getCollections(args?: {
      pageNo?: number;
      pageSize?: number;
      tag?: string[];
      q?: string;
    }): Promise<CollectionListingResponse>;
    getCollectionDetailBySlug(args: { slug: string }): Promise<Collection>;
    getCollectionItemsBySlug(args: { slug: string } & ProductListingQuery): Promise<ProductListingResponse>;
    getBrands(args?: { department?: string; pageNo?: number; pageSize?: number }): Promise<BrandListingResponse>;
    getBrandDetailBySlug(args: { slug: string }): Promise<BrandDetailResponse>;
    getCategories(args?: { department?: string }): Promise<CategoryListingResponse>;
    getCategoryDetailBySlug(args: { slug: string }): Promise<CategoryMetaResponse>;
    getDepartments(): Promise<DepartmentResponse>;
    /** Sizes with stock; `storeId` counts only that store's stock. */
    getProductSizesBySlug(args: { slug: string; storeId?: number }): Promise<ProductSizes>;
    /**
     * Price, seller and store of one size. `pincode` (or the config's location pincode, sent as
     * x-location-detail) adds a delivery promise; the official SDK sends only the header.
     */
    getProductPriceBySlug(args: {
      slug: string;
      size: string;
      storeId?: number;
      moq?: number;
      fulfillmentOptionSlug?: string;
      pincode?: string;
    }): Promise<ProductSizePriceResponse>;
    getProductSellersBySlug(args: {
      slug: string;
      size: string;
      strategy?: "optimal" | "low-price" | "fast-delivery";
      fulfillmentOptionSlug?: string;
      pageNo?: number;
      pageSize?: number;
      pincode?: string;
    }): Promise<ProductSizeSellersResponse>;
    getProductVariantsBySlug(args: { slug: string }): Promise<ProductVariantsResponse>;
    /** Two to four slugs; fewer is a 400 ('No Product Slugs present' for none). */
    getProductComparisonBySlugs(args: { slug: string[] }): Promise<ProductCompareResponse>;
    /** Search suggestions: up to 5 products, then brands, categories and collections. */
    getSearchResults(args: { q: string }): Promise<AutoCompleteResponse>;
    /** Cursor-paged listing of the whole catalogue (20 a page by default). */
    getHomeProducts(args?: { sortOn?: string; pageId?: string; pageSize?: number }): Promise<HomeListingResponse>;
    /** Follows a product, brand or collection by uid (needs the shopper's session cookie); idempotent. */
    followById(args: {
      collectionType: FollowCollectionType;
      collectionId: string | number;
    }): Promise<FollowPostResponse>;
    unfollowById(args: {
      collectionType: FollowCollectionType;
      collectionId: string | number;
    }): Promise<FollowPostResponse>;
    /** The uids the shopper follows, by type (all types when collectionType is left out). */
    getFollowIds(args?: { collectionType?: FollowCollectionType }): Promise<FollowIdsResponse>;
    /** Followed items, newest first, cursor-paged (15 a page by default). */
    getFollowedListing(args: {
      collectionType: FollowCollectionType;
      pageId?: string;
      pageSize?: number;
    }): Promise<GetFollowListingResponse>;
  };
  logistic: {
    /** Every country (v2, paged); `onboarding` limits them to the store's delivery countries. */
    getCountries(args?: {
      onboarding?: boolean;
      pageNo?: number;
      pageSize?: number;
      q?: string;
      hierarchy?: string;
      phoneCode?: string;
    }): Promise<GetCountries>;
    /** A country with its address form as rows (`fields.address`). */
    getCountry(args: { countryIsoCode: string }): Promise<GetCountry>;
    /** Pincode lookup: `{localityType: "pincode", localityValue: "400001"}` → city, state, country. */
    getLocality(args: {
      localityType: string;
      localityValue: string;
      country?: string;
      state?: string;
      city?: string;
      sector?: string;
    }): Promise<GetLocality>;
    /** Localities of a type (`state`, `city`, `pincode`), paged: e.g. a country's states for a list field. */
    getLocalities(args: {
      localityType: string;
      country?: string;
      state?: string;
      city?: string;
      pageNo?: number;
      pageSize?: number;
      q?: string;
      sector?: string;
    }): Promise<GetLocalities>;
    /** The older pincode lookup (PincodeDetails: data[].parents). */
    getPincodeCity(args: { pincode: string }): Promise<PincodeDetails>;
    /** The TAT product call (spec §3): delivery promise per article from from_pincode to to_pincode. */
    getTatProduct(args: { body: TatRequest }): Promise<TatResponse>;
    /** Each store's delivery promise for the location in the config (x-location-detail). */
    getDeliveryPromise(args?: { pageNo?: number; pageSize?: number }): Promise<DeliveryPromiseResponse>;
  };
  fileStorage: {
    /** Declares an upload; the reply's `upload.url` takes the bytes (PUT, Content-Type as declared). */
    startUpload(args: { namespace: string; body: FileUploadStart }): Promise<FileUploadResponse>;
    /** Finishes an upload: `body` is the start reply without `tags`; the reply's `cdn.url` serves the file. */
    completeUpload(args: { namespace: string; body: Omit<FileUploadResponse, "tags"> }): Promise<FileUploadComplete>;
    signUrls(args: { body: SignUrlRequest }): Promise<SignUrlResponse>;
  };
  user: {
    /**
     * Creates the account and signs it in: the response sets the `f.session` cookie (read it with
     * ClientOptions.onResponse). Field errors come back as FDKServerResponseError details.
     */
    registerWithForm(args: BodyFor<FormRegisterRequest>): Promise<RegisterFormSuccess>;
    /** `username` is an e-mail or a phone number; sets the `f.session` cookie. 401 on bad credentials, 429 when rate-limited. */
    loginWithEmailAndPassword(args: { body: PasswordLoginRequest }): Promise<LoginSuccess>;
    /** The user of the config's session cookie; 401 when signed out. */
    getLoggedInUser(): Promise<UserObjectSchema>;
    getListOfActiveSessions(): Promise<SessionListSuccess>;
    /** Ends the session of the config's cookie; the response clears the cookie. */
    logout(): Promise<LogoutSuccess>;
    userExists(args: { q: string }): Promise<UserExistsDetails>;
    hasPassword(): Promise<HasPasswordSuccess>;

    // One-time codes. Sign-in by OTP sets the session cookie (creating the account when new).
    /** Sends a sign-in code by SMS; 429 when sends are rate-limited. */
    loginWithOTP(args: BodyFor<SendOtpRequest>): Promise<SendOtp>;
    /** Sends (action "send") or resends (action "resend" with the resend token) a code by SMS. */
    sendOTPOnMobile(args: BodyFor<SendMobileOtpRequest>): Promise<SendOtpSuccess>;
    /** Signed out: signs in. Signed in: verifies the shopper's added number. 400 wrong or expired code; 429 after too many tries. */
    verifyMobileOTP(args: BodyFor<VerifyOtpRequest>): Promise<VerifyOtpSuccess>;
    sendOTPOnEmail(args: BodyFor<SendEmailOtpRequest>): Promise<EmailOtpSuccess>;
    verifyEmailOTP(args: BodyFor<VerifyEmailOtpRequest>): Promise<VerifyOtpSuccess>;
    sendForgotOTPOnMobile(args: BodyFor<SendMobileOtpRequest>): Promise<SendOtpSuccess>;
    sendForgotOTPOnEmail(args: BodyFor<SendEmailOtpRequest>): Promise<EmailOtpSuccess>;
    verifyMobileForgotOTP(args: BodyFor<VerifyMobileForgotOtpRequest>): Promise<VerifyForgotOtpSuccess>;
    verifyEmailForgotOTP(args: BodyFor<VerifyEmailForgotOtpRequest>): Promise<VerifyForgotOtpSuccess>;

    // Passwords
    /** E-mails a reset link (same answer whether or not the account exists). */
    sendResetPasswordEmail(args: BodyFor<SendResetPasswordEmailRequest>): Promise<ResetPasswordSuccess>;
    sendResetPasswordMobile(args: BodyFor<SendResetPasswordMobileRequest>): Promise<ResetPasswordSuccess>;
    /** Checks a reset link's code (400 when used or expired). */
    sendResetToken(args: { body: CodeRequestBody }): Promise<ResetPasswordSuccess>;
    /** New password with a reset code; signs in. */
    forgotPassword(args: { body: ForgotPasswordRequest }): Promise<LoginSuccess>;
    resetForgotPassword(args: { body: ForgotPasswordRequest }): Promise<ResetForgotPasswordSuccess>;
    /** Signed in: sets a first password, or changes it (old_password required then). */
    updatePassword(args: { body: UpdatePasswordRequest }): Promise<VerifyEmailSuccess>;

    // Verification links
    verifyEmail(args: { body: VerifyEmailRequest }): Promise<VerifyEmailSuccess>;
    verifyMobile(args: { body: VerifyEmailRequest }): Promise<VerifyEmailSuccess>;
    sendVerificationLinkToEmail(args: BodyFor<SendVerificationLinkEmailRequest>): Promise<SendEmailVerifyLinkSuccess>;
    sendVerificationLinkToMobile(
      args: BodyFor<SendVerificationLinkMobileRequest>,
    ): Promise<SendMobileVerifyLinkSuccess>;

    // Account and profile (signed in)
    /** Deletes the signed-in account; its later sign-ins answer 403 "account-locked". */
    deleteUser(args: { body: DeleteApplicationUserRequest }): Promise<DeleteUserSuccess>;
    updateProfile(args: BodyFor<EditProfileRequest>): Promise<ProfileEditSuccess>;
    addEmail(args: BodyFor<EditEmailRequest>): Promise<ProfileEditSuccess>;
    addMobileNumber(args: BodyFor<EditMobileRequest>): Promise<ProfileEditSuccess>;
    deleteEmail(args: {
      platform?: string;
      active: boolean;
      primary: boolean;
      verified: boolean;
      email: string;
    }): Promise<LoginSuccess>;
    deleteMobileNumber(args: {
      platform?: string;
      active: boolean;
      primary: boolean;
      verified: boolean;
      countryCode: string;
      phone: string;
    }): Promise<LoginSuccess>;
    setEmailAsPrimary(args: { body: SendVerificationLinkEmailRequest }): Promise<LoginSuccess>;
    setMobileNumberAsPrimary(args: { body: SendVerificationLinkMobileRequest }): Promise<LoginSuccess>;
    getUserAttributes(args?: { slug?: string }): Promise<UserAttributes>;
    updateUserAttributes(args: { body: UserAttributes }): Promise<UserAttributes>;

    // Store configuration and social sign-in
    getPlatformConfig(args?: { name?: string }): Promise<PlatformSchema>;
    loginWithFacebook(args: BodyFor<OAuthRequest>): Promise<AuthSuccess>;
    loginWithGoogle(args: BodyFor<OAuthRequest>): Promise<AuthSuccess>;
    loginWithGoogleAndroid(args: BodyFor<OAuthRequest>): Promise<AuthSuccess>;
    loginWithGoogleIOS(args: BodyFor<OAuthRequest>): Promise<AuthSuccess>;
    loginWithAppleIOS(args: BodyFor<OAuthRequestApple>): Promise<AuthSuccess>;
  };
  rewards: {
    /** An offer by name ("signup", "referral"); 404 when the store has none or it is inactive. */
    getOfferByName(args: { name: string }): Promise<Offer>;
    getUserPoints(): Promise<PointsDetails>;
    getUserPointsHistory(args?: { pageId?: string; pageSize?: number }): Promise<PointsHistoryDetails>;
    getUserReferralDetails(): Promise<ReferralDetails>;
    redeemReferralCode(args: { body: RedeemReferralCodeRequest }): Promise<RedeemReferralCodeDetails>;
  };
  payment: {
    /** The signed-in shopper's saved cards. */
    getActiveUserCards(args?: { forceRefresh?: boolean }): Promise<ListCardsDetails>;
    deleteUserCard(args: { body: DeletehCardRequest }): Promise<DeleteCardsDetails>;
    /** Whether the shopper may pay later with a provider for an amount (in paise). */
    verifyCustomerForPayment(args: { body: ValidateCustomer }): Promise<ValidateCustomerDetails>;
    /** The payment modes for an amount (in the cart's currency): COD with its limit and charge, … */
    getPaymentModeRoutes(args: {
      amount: number;
      cartId?: string;
      checkoutMode?: string;
      refresh?: boolean;
      orderId?: string;
      cardReference?: string;
      userDetails?: string;
      displaySplit?: boolean;
      advancePayment?: boolean;
      shipmentId?: string;
    }): Promise<PaymentModeRouteDetails>;
    /** Whether a UPI id (VPA) can be sent a collect request (the Sandbox aggregator's format check). */
    validateVPA(args: { body: ValidateVPARequest }): Promise<ValidateVPADetails>;
    /** Sends a UPI collect request for a pending Sandbox payment (its `merchant_order_id` is the order id). */
    initialisePayment(args: { body: PaymentInitializationRequest }): Promise<PaymentInitializationDetails>;
    /** A pending payment's state: `retry` while pending, `redirect_url` (the checkout's callback) once decided. */
    checkAndUpdatePaymentStatus(args: { body: PaymentStatusUpdateRequest }): Promise<PaymentStatusUpdateDetails>;
    /** Creates a payment link and sends it to the e-mail and mobile number (signed-in shopper). */
    createPaymentLink(args: { body: CreatePaymentLinkRequest }): Promise<CreatePaymentLinkDetails>;
    /** A payment link as its page shows it: amount, merchant, status (active, paid, cancelled, expired). */
    getPaymentLink(args?: { paymentLinkId?: string }): Promise<GetPaymentLinkDetails>;
    /** A payment link's status; once decided, the paying order and where to go. */
    pollingPaymentLink(args?: { paymentLinkId?: string }): Promise<PollingPaymentLinkDetails>;
    /** Sends the creator's active link again. */
    resendPaymentLink(args: { body: CancelOrResendPaymentLinkRequest }): Promise<ResendPaymentLinkDetails>;
    /** Cancels the creator's active link. */
    cancelPaymentLink(args: { body: CancelOrResendPaymentLinkRequest }): Promise<CancelPaymentLinkDetails>;
    /** The modes a payment link may be paid with (the Sandbox's, no cash on delivery). */
    getPaymentModeRoutesPaymentLink(args: { paymentLinkId: string }): Promise<PaymentModeRouteDetails>;
    /** Starts paying a link with a mode: the attempt's order id and the gateway's page (`data.payment.authentication`). */
    createOrderHandlerPaymentLink(args: { body: CreateOrderUserRequest }): Promise<CreateOrderUserDetails>;
    /** Sends the UPI collect request of a link's attempt. */
    initialisePaymentPaymentLink(args: { body: PaymentInitializationRequest }): Promise<PaymentInitializationDetails>;
    /** A link attempt's state: `retry` while pending, `redirect_url` once decided. */
    checkAndUpdatePaymentStatusPaymentLink(args: {
      body: PaymentStatusUpdateRequest;
    }): Promise<PaymentStatusUpdateDetails>;
    /** Cancels a link's pending attempt (`cancel`) or sends the link again (`resend`). */
    resendOrCancelPayment(args: { body: ResendOrCancelPaymentRequest }): Promise<ResendOrCancelPaymentDetails>;
    /** The bank of an IFSC (`success` false, with a `message`, for a malformed code or an unknown bank). */
    verifyIfscCode(args: { ifscCode: string }): Promise<IfscCodeDetails>;
    /** The refund transfer modes (bank, wallet) the shopper has on. */
    getActiveRefundTransferModes(): Promise<TransferModeFetchDetails>;
    enableOrDisableRefundTransferMode(args: {
      body: { transfer_mode: string; enable: boolean };
    }): Promise<RefundTransferModeUpdateDetails>;
    /** The shopper's refund beneficiaries, the default first (`is_default`). */
    getUserBeneficiariesDetail(args?: { orderId?: string }): Promise<OrderBeneficiaryFetchDetails>;
    /** The beneficiaries an order's refund may go to, and the choices recorded for it (`refund_choices`). */
    getOrderBeneficiariesDetail(args: { orderId: string }): Promise<OrderBeneficiaryFetchDetails>;
    /** Keeps a bank account pending and sends a code to the shopper (`data.request_id`). */
    addRefundBankAccountUsingOTP(args: { body: RefundBankAccountRequest }): Promise<RefundAccountDetails>;
    /** The bank account's code: right adds it, wrong adds nothing (400 'Invalid OTP'). */
    verifyOtpAndAddBeneficiaryForBank(args: {
      body: { request_id: string; otp: string; hash_key?: string };
    }): Promise<AddBeneficiaryViaOtpVerificationDetails>;
    /** Sends a code to a wallet's (or UPI id's) mobile number. */
    verifyOtpAndAddBeneficiaryForWallet(args: {
      body: { country_code: string; mobile: string };
    }): Promise<WalletOtpDetails>;
    /** Adds a wallet / UPI id (or a bank account) with its code. */
    addBeneficiaryDetails(args: { body: AddBeneficiaryRequest }): Promise<RefundAccountDetails>;
    /** Wallet linking, step 1: sends a code to the wallet's mobile number; answers `data.link_token`. */
    walletLinkInitiate(args: { body: WalletLinkRequest }): Promise<WalletResponseSchema>;
    /** Wallet linking, step 2: the code links the wallet (400 'Invalid OTP' when wrong). */
    linkWallet(args: { body: WalletVerifyRequest }): Promise<WalletResponseSchema>;
    /** Unlinks one of the shopper's linked wallets (404 when it is not linked). */
    delinkWallet(args: { body: WalletDelinkRequest }): Promise<WalletResponseSchema>;
    /** The shopper's default beneficiary; with `order_id` (and `shipment_id`), that order's refund destination. */
    updateDefaultBeneficiary(args: {
      body: { beneficiary_id: string; order_id?: string; shipment_id?: string };
    }): Promise<SetDefaultBeneficiaryDetails>;
  };
  cart: {
    /**
     * The shopper's cart (answers an empty cart with `id: ""` when there is none yet). Anonymous
     * shoppers pass the `id` of an earlier answer; signed in, the session picks the cart and an
     * anonymous `id` is merged into it (the answer then carries the shopper's own cart id).
     * `buyNow` picks the separate buy-now cart. Prices are in the config's currency.
     */
    getCart(args?: CartQuery & { c?: boolean; assignCardId?: string }): Promise<CartDetailResponse>;
    /** HEAD: the cart's `last-modified` header (headers only). */
    getCartLastModified(args?: { id?: string }): Promise<Record<string, string>>;
    /** Adds lines (quantities of an article already in the cart are summed); creates the cart when needed. */
    addItems(args: CartQuery & { body: AddCartRequest }): Promise<AddCartDetailResponse>;
    /** `update_item` sets a line's quantity; `remove_item` removes it (lines by `identifiers.identifier`). */
    updateCart(args: CartQuery & { cartType?: string; body: UpdateCartRequest }): Promise<UpdateCartDetailResponse>;
    /** The sum of the cart's quantities. */
    getItemCount(args?: { id?: string; buyNow?: boolean }): Promise<CartItemCountResponse>;
    /** Archives the cart: the next add starts a new one. */
    deleteCart(args?: { id?: string }): Promise<DeleteCartDetailResponse>;
    getCoupons(args?: {
      id?: string;
      buyNow?: boolean;
      productSlug?: string;
      storeId?: string;
    }): Promise<GetCouponResponse>;
    applyCoupon(args: {
      body: ApplyCouponRequest;
      i?: boolean;
      b?: boolean;
      p?: boolean;
      id?: string;
      buyNow?: boolean;
      cartType?: string;
    }): Promise<CartDetailResponse>;
    removeCoupon(args?: { id?: string; buyNow?: boolean }): Promise<CartDetailResponse>;
    /** Picks the delivery (and billing) address for the cart: `is_valid` false with `message` when it cannot. */
    selectAddress(args: {
      body: SelectCartAddressRequest;
      cartId?: string;
      buyNow?: boolean;
      i?: boolean;
      b?: boolean;
    }): Promise<CartDetailResponse>;
    /** Whether the applied coupon holds for the chosen payment mode. */
    validateCouponForPayment(args?: {
      id?: string;
      buyNow?: boolean;
      addressId?: string;
      paymentMode?: string;
      paymentIdentifier?: string;
      aggregatorName?: string;
      merchantCode?: string;
      iin?: string;
      network?: string;
      type?: string;
      cardId?: string;
      cartType?: string;
    }): Promise<PaymentCouponValidate>;

    /** Redeems (`points: true`) or stops redeeming the signed-in shopper's reward points in the cart. */
    applyRewardPoints(args: CartQuery & { body: { points: boolean } }): Promise<CartDetailResponse>;
    /** A product's "buy more, save more" ladder promotions with their unit prices. */
    getLadderOffers(args: {
      slug: string;
      storeId?: string;
      promotionId?: string;
      pageSize?: number;
    }): Promise<LadderPriceOffers>;
    /** A product's bulk (contract) prices, per seller. */
    getBulkDiscountOffers(args: {
      itemId?: number;
      articleId?: string;
      uid?: number;
      slug?: string;
    }): Promise<BulkPriceResult>;
    /** The live promotions (with `slug`: those on that product and the cart-wide ones). */
    getPromotionOffers(args?: {
      slug?: string;
      pageSize?: number;
      promotionGroup?: string;
      storeId?: number;
      cartType?: string;
      promotionType?: string;
      cartId?: string;
      autoApply?: boolean;
    }): Promise<PromotionOffersResult>;
    /** The payment-mode offers. */
    getPromotionPaymentOffers(args?: { id?: string; uid?: number }): Promise<PromotionPaymentOffersResult>;
    /** The cart split into shipments (one per store) with delivery promises for a pincode or address. */
    getShipments(args?: {
      p?: boolean;
      id?: string;
      buyNow?: boolean;
      addressId?: string;
      areaCode?: string;
      orderType?: string;
    }): Promise<CartShipmentsResult>;
    /** GSTIN, comment, checkout mode, pick-up details, delivery slots, staff member (`staff_user_id`). */
    updateCartMeta(args: {
      id?: string;
      buyNow?: boolean;
      body: {
        gstin?: string;
        comment?: string;
        checkout_mode?: string;
        pick_up_customer_details?: Record<string, unknown>;
        delivery_slots?: Record<string, unknown>;
        gift_details?: Record<string, unknown>;
        custom_cart_meta?: Record<string, unknown>;
        staff_user_id?: string;
      };
    }): Promise<CartMetaResult>;

    /** The signed-in shopper's saved addresses. */
    getAddresses(args?: AddressFilters): Promise<GetAddressesResponse>;
    /** Saves a new address (spec part 1 §3 address payload). */
    addAddress(args: { body: AddressPayload }): Promise<SaveAddressResult>;
    /** One of the shopper's addresses; 404 for another shopper's id. */
    getAddressById(args: { id: string } & AddressFilters): Promise<Address>;
    updateAddress(args: { id: string; body: Partial<AddressPayload> }): Promise<UpdateAddressResult>;
    /** 404 'Failed to remove address' when it is not the shopper's. */
    removeAddress(args: { id: string }): Promise<DeleteAddressResult>;

    /** Chooses how the cart will be paid (checked against the payment options for its total). */
    selectPaymentMode(args: {
      id?: string;
      buyNow?: boolean;
      body: UpdateCartPaymentRequest;
    }): Promise<CartDetailResponse>;
    /**
     * Places the order: stock is reserved with it, the cart archived. Repeating a checkout (same
     * `idempotency-key` header, or the same cart unchanged) answers the same order.
     */
    checkoutCart(args: {
      buyNow?: boolean;
      cartType?: string;
      body: CartCheckoutDetailRequest;
      requestHeaders?: Record<string, string>;
    }): Promise<CartCheckoutResponse>;
    checkoutCartV2(args: {
      buyNow?: boolean;
      cartType?: string;
      body: CartCheckoutDetailV2Request;
      requestHeaders?: Record<string, string>;
    }): Promise<CartCheckoutResponse>;
    /** Shares the cart (`body.id`, else the caller's) as a link: a snapshot of its lines behind a token. */
    getCartShareLink(args: { body: GetShareCartLinkCreation }): Promise<GetShareCartLinkResult>;
    /** A shared cart's lines (priced now) and who shared it; 404 for an unknown token. */
    getCartSharedItems(args: { token: string }): Promise<SharedCartResult>;
    /**
     * Adds a shared cart's lines to the caller's cart (`merge`) or makes them its lines (`replace`),
     * bounded by stock. `id` (not in the official SDK) picks an anonymous caller's cart; without
     * one an anonymous caller gets a new cart, whose id the answer carries.
     */
    updateCartWithSharedItems(args: {
      token: string;
      action: "merge" | "replace";
      id?: string;
    }): Promise<SharedCartResult>;
  };
  order: {
    /**
     * An order: everything for its signed-in owner (404 for another shopper); signed out, without the
     * personal details (address, contact, payment) unless the cookie carries the order's
     * `f.order_access` grant (verifyOtpShipmentCustomer). Signed-out lookups are rate-limited (429).
     */
    getOrderById(args: {
      orderId: string;
      allowInactive?: boolean;
      /** `x-order-contact`: the phone or e-mail the shopper typed; not the order's → 404 like an unknown id. */
      requestHeaders?: Record<string, string>;
    }): Promise<OrderById>;
    /** The order's name and phone, masked, for the code check of signed-out tracking. */
    getCustomerDetailsByShipmentId(args: {
      orderId: string;
      shipmentId: string;
    }): Promise<CustomerDetailsResponseSchema>;
    /** Sends a one-time code to the order's phone (its e-mail when it has none). */
    sendOtpToShipmentCustomer(args: { orderId: string; shipmentId: string }): Promise<SendOtpToCustomerResponseSchema>;
    /** Checks the code; the answer's Set-Cookie carries the signed `f.order_access` grant. */
    verifyOtpShipmentCustomer(args: {
      orderId: string;
      shipmentId: string;
      body: { request_id: string; otp_code: string };
    }): Promise<VerifyOtpResponseSchema>;
    /** A page of the shopper's orders, newest first; `status` is a value of the answer's `filters.statuses`. */
    getOrders(args?: {
      status?: number;
      pageNo?: number;
      pageSize?: number;
      fromDate?: string;
      toDate?: string;
      startDate?: string;
      endDate?: string;
      customMeta?: string;
      allowInactive?: boolean;
    }): Promise<OrderList>;
    /** One of the shopper's shipments; 404 'Shipment not found' for anyone else's. */
    getShipmentById(args: { shipmentId: string; allowInactive?: boolean }): Promise<ShipmentById>;
    /** The shipment's status changes so far, oldest first. */
    trackShipment(args: { shipmentId: string }): Promise<ShipmentTrack>;
    /** A point-of-sale order of the shopper's (this store has no point of sale: any of their orders). */
    getPosOrderById(args: { orderId: string }): Promise<OrderById>;
    /** Why a shopper may cancel (or return) this shipment, as its state allows. */
    getShipmentReasons(args: { shipmentId: string }): Promise<ShipmentReasons>;
    /** The reasons for one bag, with their QC types (a `pre_qc` one asks for a quality check before pick-up). */
    getShipmentBagReasons(args: { shipmentId: string; bagId: string }): Promise<ShipmentBagReasons>;
    /** Cancels or returns the shipment (or some of its pieces: they move to a new shipment). */
    updateShipmentStatus(args: {
      shipmentId: string;
      body: UpdateShipmentStatusRequest;
      /** An `idempotency-key` makes a repeated request answer the first one's result. */
      requestHeaders?: Record<string, string>;
    }): Promise<ShipmentApplicationStatusResponse>;
    /** A printable invoice of the shipment: `presigned_url`, valid 300 seconds. */
    getInvoiceByShipmentId(args: { shipmentId: string }): Promise<ResponseGetInvoiceShipment>;
  };
  share: {
    /** Shortens a URL: the answer's `url.short` is the store's `/s/<hash>`. */
    createShortLink(args: { body: ShortLinkReq }): Promise<ShortLinkRes>;
    getShortLinkByHash(args: { hash: string }): Promise<ShortLinkRes>;
    /** The link behind a hash (`url.original`), with whether it is `active` and when it expires. */
    getOriginalShortLinkByHash(args: { hash: string }): Promise<ShortLinkRes>;
    /** QR code of the store's home page (an SVG document). */
    getApplicationQRCode(args?: Record<string, never>): Promise<QRCodeResp>;
    getProductQRCodeBySlug(args: { slug: string }): Promise<QRCodeResp>;
    getCollectionQRCodeBySlug(args: { slug: string }): Promise<QRCodeResp>;
    getUrlQRCode(args: { url: string }): Promise<QRCodeResp>;
  };
  lead: {
    /**
     * Creates a support ticket. `requestHeaders` as in the official SDK; an `idempotency-key`
     * header makes a repeated create answer the first ticket.
     */
    createTicket(args: { body: CreateTicketRequest; requestHeaders?: Record<string, string> }): Promise<Ticket>;
    getTicket(args: { id: string }): Promise<Ticket>;
    /** A custom form's definition: its fields, texts and submit button. */
    getCustomForm(args: { slug: string }): Promise<CustomForm>;
    /** Submits answers to a custom form; a 400's `errors` are keyed by the form's field keys. */
    submitCustomForm(args: { slug: string; body: CustomFormSubmission }): Promise<SubmitCustomFormDetails>;
  };
}
