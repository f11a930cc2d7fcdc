import type {
  CartProduct,
  Job,
  JobLocation,
  JobSearchResult,
  Member,
  MemberAddress,
  MemberPayment,
  OfferEntry,
  Order,
  OrderStatus,
  OrderTotals,
  Story,
  Upsell,
  WalletReward,
  Location,
  Menu,
  MenuCategory,
  Product,
  ProductChoice,
  ProductOption,
} from '@qsr/shared-contracts';
import type {
  CartChoice,
  DeliveryLocations,
  FavouriteOrder,
  HandoffTimes,
  JobDetail,
  Loyalty,
  LoyaltyBalance,
  EmailChangeRequired,
  PaymentToken,
  SignInResponse,
  TokenSet,
  ValidateResult,
  OpeningHours,
  ProductImage,
  GroupView,
  GuestPart,
  HostGroup,
  JoinedGuest,
} from '@qsr/shared-contracts/core';
import { z } from 'zod';

/**
 * Zod schemas of what the sandbox serves, mirroring the shared-contracts types (§3). Objects
 * are strict: a field the contract does not know fails. The type checks at the bottom keep
 * these schemas and the shared-contracts types in step (`npx tsc` fails when they drift).
 * Seed of the contract tests.
 */

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const OpeningHoursSchema = z.strictObject({
  day: z.number().int().min(0).max(6),
  open: z.string().regex(HHMM),
  close: z.string().regex(HHMM),
});

export const HandoffSchema = z.enum(['pickup', 'curbside', 'delivery']);

export const LocationSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  address: z.string().min(1),
  city: z.string().min(1),
  state: z.string().regex(/^[A-Z]{2}$/),
  zip: z.string().regex(/^\d{5}$/),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  menu_id: z.number().int().positive(),
  phone: z
    .string()
    .regex(/^\d{10}$/)
    .optional(),
  timezone: z.string().min(1).optional(),
  hours: z.array(OpeningHoursSchema).optional(),
  distance: z.number().nonnegative().optional(),
  handoffs: z.array(HandoffSchema).optional(),
  expires: z.number().optional(),
  /** Sandbox extra, not (yet) in shared-contracts: the restaurant's catering menu. */
  catering_menu_id: z.number().int().positive().optional(),
});

export const ProductImageSchema = z.strictObject({
  filename: z.string().min(1),
  groupname: z.string().min(1),
  alt: z.string().min(1).optional(),
});

export const ProductChoiceSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  cost: z.number().nonnegative(),
  calories: z.number().int().nonnegative().optional(),
  allergens: z.array(z.string().min(1)).optional(),
});

export const ProductOptionSchema = z
  .strictObject({
    id: z.number().int().positive(),
    name: z.string().min(1),
    min: z.number().int().nonnegative(),
    max: z.number().int().positive(),
    maxPerChoice: z.number().int().positive().optional(),
    choices: z.array(ProductChoiceSchema).min(1),
  })
  .refine((option) => option.min <= option.max, { message: 'min must not exceed max' });

export const ProductSchema = z.strictObject({
  id: z.number().int().positive(),
  sku: z.string().regex(/^[A-Z0-9]+(?:-[A-Z0-9]+)*$/),
  name: z.string().min(1),
  description: z.string().optional(),
  images: z.array(ProductImageSchema),
  availability: z.strictObject({
    now: z.boolean(),
    unavailable: z.boolean().optional(),
    daypart: z
      .strictObject({
        name: z.string().min(1),
        from: z.string().regex(HHMM),
        until: z.string().regex(HHMM),
      })
      .optional(),
  }),
  cost: z.number().nonnegative(),
  calories: z.number().int().nonnegative().optional(),
  options: z.array(ProductOptionSchema).optional(),
  nutrition: z.record(z.string(), z.number()).optional(),
  allergens: z.array(z.string().min(1)).optional(),
  dietary: z.array(z.string().min(1)).optional(),
});

export const MenuCategorySchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  description: z.string().optional(),
  products: z.array(ProductSchema),
});

export const MenuSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().optional(),
  categories: z.array(MenuCategorySchema),
  expires: z.number().optional(),
});

/** §8: the error body the shared request helper reads (`message`). */
export const ErrorBodySchema = z.strictObject({
  message: z.string().min(1),
  code: z.number().int(),
});

export const HealthSchema = z.strictObject({ ok: z.literal(true) });

// Compile-time agreement with shared-contracts (both directions).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Agrees<T extends true> = T;
export type ContractChecks = [
  Agrees<Same<z.infer<typeof OpeningHoursSchema>, OpeningHours>>,
  Agrees<Same<Omit<z.infer<typeof LocationSchema>, 'catering_menu_id'>, Location>>,
  Agrees<Same<z.infer<typeof ProductImageSchema>, ProductImage>>,
  Agrees<Same<z.infer<typeof ProductChoiceSchema>, ProductChoice>>,
  Agrees<Same<z.infer<typeof ProductOptionSchema>, ProductOption>>,
  Agrees<Same<z.infer<typeof ProductSchema>, Product>>,
  Agrees<Same<z.infer<typeof MenuCategorySchema>, MenuCategory>>,
  Agrees<Same<z.infer<typeof MenuSchema>, Menu>>,
];

// --- Orders (§3 Order, §7.2) ------------------------------------------------------------------

const money = z.number().nonnegative();
const ISO_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const isoDateTime = z.string().regex(ISO_OFFSET);

export const OrderTotalsSchema = z.strictObject({
  subtotal: money,
  discount: money,
  handoff: money,
  fees: money,
  tax: money,
  tip: money,
  donations: money,
  total: money,
});

export const OrderTimeSchema = z.strictObject({
  mode: z.enum(['asap', 'scheduled']),
  wanted: isoDateTime.nullable().optional(),
  earliest: isoDateTime.optional(),
});

export const OrderTaxSchema = z.strictObject({ label: z.string().min(1), amount: money });
export const OrderCouponSchema = z.strictObject({
  couponcode: z.string().min(1),
  reward: z.strictObject({ label: z.string().min(1) }).optional(),
  unmet_minimum: money.optional(),
  missing_item: z.strictObject({ sku: z.string().min(1), name: z.string().min(1) }).optional(),
});
export const OrderDiscountSchema = z.strictObject({
  type: z.string().min(1),
  amount: money,
  description: z.string().optional(),
});
export const DonationSchema = z.strictObject({ id: z.number().int().positive(), amount: money });
export const BillingAccountSchema = z.strictObject({
  id: z.number().int().positive(),
  card_type: z.string().optional(),
  last4: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  expiry: z.string().optional(),
});
export const OrderBillingSchema = z.strictObject({
  type: z.string().min(1),
  accounts: z.array(BillingAccountSchema),
});
export const DeliveryAddressSchema = z.strictObject({
  address: z.string().min(1),
  building: z.string().optional(),
  city: z.string().min(1),
  state: z.string().optional(),
  zip: z.string().min(1),
  lat: z.number().optional(),
  lng: z.number().optional(),
});
export const CartChoiceSchema = z.strictObject({
  id: z.number().int().positive().optional(),
  option_id: z.number().int().positive().optional(),
  name: z.string().min(1),
  quantity: z.number().int().positive(),
  cost: money.optional(),
});
export const CartProductSchema = z.strictObject({
  id: z.number().int().positive(),
  product_id: z.number().int().positive(),
  name: z.string().min(1),
  quantity: z.number().int().positive(),
  cost: z.strictObject({ total: money }),
  choices: z.array(CartChoiceSchema),
  instructions: z.string().optional(),
  guest: z.strictObject({ id: z.number().int().positive(), name: z.string().min(1) }).optional(),
});
export const OrderStatusValueSchema = z.enum([
  'received',
  'in_progress',
  'ready',
  'out_for_delivery',
  'completed',
  'cancelled',
]);
const CREATED = /^\d{8} \d{2}:\d{2}$/;

export const OrderSchema = z.strictObject({
  id: z.string().min(1),
  menu_id: z.number().int().positive(),
  products: z.array(CartProductSchema),
  taxes: z.array(OrderTaxSchema),
  totals: OrderTotalsSchema,
  time: OrderTimeSchema,
  handoff: z.enum(['pickup', 'curbside', 'delivery', 'dispatch']),
  address: DeliveryAddressSchema.nullable(),
  coupon: OrderCouponSchema.nullable(),
  discounts: z.array(OrderDiscountSchema),
  donations: z.array(DonationSchema),
  billing: z.array(OrderBillingSchema),
  created: z.string().regex(CREATED),
  expires: z.number().optional(),
  /** A placed order's short number. */
  number: z
    .string()
    .regex(/^\d{1,6}$/)
    .optional(),
  /** A placed order's payments. */
  payments: z
    .array(
      z.strictObject({
        type: z.string(),
        amount: z.number(),
        card_type: z.string().optional(),
        last4: z
          .string()
          .regex(/^\d{4}$/)
          .optional(),
      }),
    )
    .optional(),
  /** The restaurant's name, in the member's history. */
  restaurant: z.string().min(1).optional(),
  /** The restaurant's time zone, in the member's history. */
  restaurant_timezone: z.string().min(1).optional(),
  /** Always there in the sandbox's answers (optional in the contract). */
  custom_fields: z.array(z.strictObject({ id: z.string(), value: z.string() })),
  /** Sandbox extras, not (yet) in shared-contracts. */
  location_id: z.number().int().positive(),
  status: z.union([z.literal('open'), OrderStatusValueSchema]),
});

export const ValidateResultSchema = z.strictObject({
  taxes: z.array(OrderTaxSchema),
  totals: OrderTotalsSchema,
  billing: z.array(OrderBillingSchema),
  time: OrderTimeSchema.optional(),
});

export const OrderStatusSchema = z.strictObject({
  id: z.string().min(1),
  status: OrderStatusValueSchema,
  ready_at: isoDateTime.optional(),
  number: z
    .string()
    .regex(/^\d{1,6}$/)
    .optional(),
  steps: z.array(z.strictObject({ status: OrderStatusValueSchema, at: isoDateTime })).optional(),
  courier: z.strictObject({ lat: z.number(), lng: z.number(), arrives_at: isoDateTime }).optional(),
  arrival: z
    .strictObject({
      at: isoDateTime,
      spot: z.string().optional(),
      vehicle: z.strictObject({ make: z.string(), color: z.string() }).optional(),
    })
    .optional(),
});

export const PaymentTokenSchema = z.strictObject({ token: z.string().min(16) });

export const HandoffTimesSchema = z.strictObject({
  earliest: isoDateTime,
  times: z.array(isoDateTime),
});

export const UpsellSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  cost: money,
});

export const FavouriteOrderSchema = z.strictObject({
  id: z.union([z.string(), z.number()]),
  description: z.string().min(1),
});

export const DeliveryLocationsSchema = z.strictObject({
  locations: z.array(LocationSchema),
  id: z.number().int().positive().nullable(),
});

// --- Members (§3 User / Member, Token set; §7.1) ----------------------------------------------

export const MemberSchema = z.strictObject({
  id: z.number().int().positive(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().includes('@'),
  phone: z.string().regex(/^(\d{10})?$/),
  optin: z.boolean(),
  optin_sms: z.boolean(),
});

export const TokenSetSchema = z.strictObject({
  'access.token': z.string().min(20),
  'ordering.access.token': z.string().min(20),
  id: z.number().int().positive(),
  provider: z.string().min(1),
  expires: isoDateTime,
});

export const SignInResponseSchema = z.strictObject({
  status: z.string(),
  data: z.strictObject({ tokens: TokenSetSchema, user: MemberSchema }),
});

/**
 * `members/create` and `verify/newcode` while sign-up needs the e-mailed code (§9 REQUIRE_VERIFY):
 * shared-contracts' `VerificationRequired`.
 */
export const VerificationRequiredSchema = z.strictObject({
  status: z.literal('verify'),
  data: z.strictObject({ email: z.string().includes('@') }),
});

export const EmailChangeRequiredSchema = z.strictObject({
  status: z.literal('verify_email'),
  data: z.strictObject({ email: z.string().includes('@') }),
});

export const MemberAddressSchema = z.strictObject({
  id: z.number().int().positive(),
  address: z.string().min(1),
  building: z.string().optional(),
  city: z.string().min(1),
  state: z.string(),
  zip: z.string().min(1),
  default: z.boolean(),
  lat: z.number().optional(),
  lng: z.number().optional(),
});

export const MemberPaymentSchema = z.strictObject({
  account: z.strictObject({ id: z.number().int().positive() }),
  card_type: z.string().optional(),
  last4: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  expiry: z
    .string()
    .regex(/^\d{2}\/\d{2}$/)
    .optional(),
  default: z.boolean().optional(),
});

export const WalletRewardSchema = z.strictObject({
  label: z.string().min(1),
  cred: z.string().min(1),
  image: z.string().optional(),
  expires: z.string().nullable().optional(),
  status: z.string().min(1),
});

export const LoyaltySchema = z.strictObject({
  points: z.number().int().nonnegative(),
  wallet: z.array(WalletRewardSchema),
});

export const OfferEntrySchema = z.strictObject({
  id: z.union([z.number(), z.string()]),
  channel: z.string(),
  campaign: z.string(),
  label: z.string().optional(),
  memberid: z.union([z.number(), z.string()]),
  references: z.array(z.string()),
});

export const LoyaltyBalanceSchema = z.strictObject({ balance: z.number() });

/** Sandbox: the `{ status: 'ok' }` of calls the client reads as void. */
export const OkSchema = z.strictObject({ status: z.literal('ok') });

/** Sandbox test hook: `GET /ordering/v1/_sandbox/mailbox`. */
export const MailboxSchema = z.strictObject({
  messages: z.array(
    z.strictObject({
      id: z.number().int().positive(),
      to: z.string(),
      kind: z.enum([
        'verification',
        'account_exists',
        'password_reset',
        'no_account',
        'email_change',
        'email_in_use',
        'email_changed',
        'order_confirmation',
        'welcome',
      ]),
      subject: z.string(),
      body: z.string(),
      code: z
        .string()
        .regex(/^\d{6}$/)
        .optional(),
      token: z.string().optional(),
      link: z.string().optional(),
      sent_at: isoDateTime,
    }),
  ),
});

// --- Content (Storyblok CDN v2, §7.3) -----------------------------------------------------------

export const StorySchema = z.strictObject({
  id: z.number().int().positive(),
  uuid: z.string().regex(/^[0-9a-f-]{36}$/),
  name: z.string().min(1),
  slug: z.string().min(1),
  full_slug: z.string().min(1),
  content: z.record(z.string(), z.unknown()),
  lang: z.string().min(1),
  // Storyblok's other story fields.
  created_at: isoDateTime,
  published_at: isoDateTime,
  first_published_at: isoDateTime,
  sort_by_date: z.string().nullable(),
  position: z.number().int(),
  tag_list: z.array(z.string()),
  is_startpage: z.boolean(),
  parent_id: z.number().int().nullable(),
  meta_data: z.null(),
  group_id: z.string(),
  release_id: z.null(),
  path: z.null(),
  alternates: z.array(z.unknown()),
  default_full_slug: z.string().nullable(),
  translated_slugs: z
    .array(z.strictObject({ path: z.string(), name: z.string().nullable(), lang: z.string() }))
    .nullable(),
});

export const StoriesResponseSchema = z.strictObject({
  stories: z.array(StorySchema),
  cv: z.number().int().nonnegative(),
  rels: z.array(z.unknown()),
  links: z.array(z.unknown()),
});

export const StoryResponseSchema = z.strictObject({
  story: StorySchema,
  cv: z.number().int().nonnegative(),
  rels: z.array(z.unknown()),
  links: z.array(z.unknown()),
});

// --- Jobs, careers (§3 Job location, §7.3) ------------------------------------------------------

export const JobSchema = z.strictObject({
  id: z.string().min(1),
  title: z.string().min(1),
  city: z.string().min(1),
  state: z.string().regex(/^[A-Z]{2}$/),
  franchise_id: z.string().optional(),
  posted: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  distance: z.number().nonnegative().optional(),
});

export const JobDetailSchema = JobSchema.extend({
  description: z.string().min(1),
  apply_url: z.url(),
});

export const JobSearchResultSchema = z.strictObject({
  jobs: z.array(JobSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  per_page: z.number().int().positive(),
  origin: z.strictObject({ lat: z.number(), lng: z.number() }).optional(),
});

export const JobLocationSchema = z.strictObject({
  'Franchise ID': z.string().min(1),
  'Street Address': z.string().min(1),
  City: z.string().min(1),
  State: z.string().regex(/^[A-Z]{2}$/),
  Latitude: z.number(),
  Longitude: z.number(),
});

// --- Group orders (beyond the spec) -----------------------------------------------------------------

const groupCommon = {
  token: z.string().min(20),
  host_name: z.string().min(1).max(40),
  restaurant: z.strictObject({ id: z.number().int().positive(), name: z.string().min(1) }),
  menu_id: z.number().int().positive(),
  handoff: z.enum(['pickup', 'curbside', 'delivery', 'dispatch']),
  time: OrderTimeSchema,
  cutoff: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/),
  guest_limit: z.number().int().positive().nullable(),
  spending_limit: money.nullable(),
  state: z.enum(['open', 'closed', 'ended']),
};

export const GroupViewSchema = z.strictObject({
  ...groupCommon,
  guests: z.array(z.strictObject({ name: z.string().min(1), done: z.boolean() })),
});

export const HostGroupSchema = z.strictObject({
  ...groupCommon,
  guests: z.array(
    z.strictObject({
      id: z.number().int().positive(),
      name: z.string().min(1),
      done: z.boolean(),
      subtotal: money,
    }),
  ),
});

export const GuestPartSchema = z.strictObject({
  group: GroupViewSchema,
  guest: z.strictObject({
    id: z.number().int().positive(),
    name: z.string().min(1),
    done: z.boolean(),
  }),
  products: z.array(CartProductSchema),
  subtotal: money,
  remaining: money.nullable(),
});

export const JoinedGuestSchema = z.strictObject({
  guest: z.strictObject({
    id: z.number().int().positive(),
    name: z.string().min(1),
    secret: z.string().min(20),
  }),
});

// --- Bot check, marketing API (sandbox shapes) ----------------------------------------------------

export const SiteVerifySchema = z.strictObject({
  success: z.boolean(),
  challenge_ts: isoDateTime.optional(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

export const BrazeCallsSchema = z.strictObject({
  calls: z.array(
    z.strictObject({
      id: z.number().int().positive(),
      workspace: z.enum(['catering', 'mealtime']),
      method: z.enum(['GET', 'POST']),
      path: z.string().min(1),
      query: z.record(z.string(), z.unknown()),
      body: z.unknown(),
      at: isoDateTime,
    }),
  ),
});

type SandboxExtras = 'location_id' | 'status' | 'custom_fields';
export type OrderContractChecks = [
  Agrees<Same<z.infer<typeof OrderTotalsSchema>, OrderTotals>>,
  Agrees<Same<z.infer<typeof OrderTimeSchema>, Order['time']>>,
  Agrees<Same<z.infer<typeof CartChoiceSchema>, CartChoice>>,
  Agrees<Same<z.infer<typeof CartProductSchema>, CartProduct>>,
  Agrees<Same<Omit<z.infer<typeof OrderSchema>, SandboxExtras>, Omit<Order, 'custom_fields'>>>,
  Agrees<Same<z.infer<typeof OrderSchema>['custom_fields'], NonNullable<Order['custom_fields']>>>,
  Agrees<Same<z.infer<typeof ValidateResultSchema>, ValidateResult>>,
  Agrees<Same<z.infer<typeof OrderStatusSchema>, OrderStatus>>,
  Agrees<Same<z.infer<typeof PaymentTokenSchema>, PaymentToken>>,
  Agrees<Same<z.infer<typeof HandoffTimesSchema>, HandoffTimes>>,
  Agrees<Same<z.infer<typeof UpsellSchema>, Upsell>>,
  Agrees<Same<z.infer<typeof FavouriteOrderSchema>, FavouriteOrder>>,
  Agrees<Same<z.infer<typeof DeliveryLocationsSchema>, DeliveryLocations>>,
  Agrees<Same<z.infer<typeof MemberSchema>, Member>>,
  Agrees<Same<z.infer<typeof TokenSetSchema>, TokenSet>>,
  Agrees<Same<z.infer<typeof SignInResponseSchema>, SignInResponse>>,
  Agrees<Same<z.infer<typeof MemberAddressSchema>, MemberAddress>>,
  Agrees<Same<z.infer<typeof EmailChangeRequiredSchema>, EmailChangeRequired>>,
  Agrees<Same<z.infer<typeof MemberPaymentSchema>, MemberPayment>>,
  Agrees<Same<z.infer<typeof WalletRewardSchema>, WalletReward>>,
  Agrees<Same<z.infer<typeof LoyaltySchema>, Loyalty>>,
  Agrees<Same<z.infer<typeof OfferEntrySchema>, OfferEntry>>,
  Agrees<Same<z.infer<typeof LoyaltyBalanceSchema>, LoyaltyBalance>>,
  Agrees<Same<Pick<z.infer<typeof StorySchema>, keyof Story>, Story>>,
  Agrees<Same<z.infer<typeof JobSchema>, Job>>,
  Agrees<Same<z.infer<typeof JobDetailSchema>, JobDetail>>,
  Agrees<Same<z.infer<typeof JobSearchResultSchema>, JobSearchResult>>,
  Agrees<Same<z.infer<typeof JobLocationSchema>, JobLocation>>,
  Agrees<Same<z.infer<typeof GroupViewSchema>, GroupView>>,
  Agrees<Same<z.infer<typeof HostGroupSchema>, HostGroup>>,
  Agrees<Same<z.infer<typeof GuestPartSchema>, GuestPart>>,
  Agrees<Same<z.infer<typeof JoinedGuestSchema>, JoinedGuest>>,
];
