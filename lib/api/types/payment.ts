// Countries, payment methods and the payment scenarios the server answers with.

export type Country = { id: number; flag: string; name: string };

export type PaymentMethod = {
  name: string;
  title: string;
  uri: string;
  /** Percentage fee as a decimal string, e.g. "2.50". */
  fee: string;
  icon: string;
  isActive: boolean;
  minAmount: string;
  fixFee: string;
  isSecondary: boolean;
  currencies: string[];
  requiredFields: string[];
  canRetrievePaymentData: boolean;
};

export type MethodGroup = { name: string; shortName: string; order: number; methods: PaymentMethod[] };

/** Roubles per one unit of `currency` in `rate`, a decimal string. */
export type ActiveCountry = Country & { currency: string; rate: string; methodGroups: MethodGroup[] };

export const PAYMENT_SCENARIO_TYPES = [
  "external",
  "form",
  "invoice_qr",
  "p2p",
  "p2p_redirect",
  "redirect",
  "qr",
  "wait_order_state",
] as const;
export type PaymentScenarioType = (typeof PAYMENT_SCENARIO_TYPES)[number];

export type ExternalScenario = { type: "external"; helpText: string };
/** Fields are posted as they are (provider names), so they are not camelCased. */
export type FormScenario = { type: "form"; method: string; action: string; fields: Record<string, string> };
export type InvoiceQrScenario = { type: "invoice_qr"; qrStr: string };
export type P2pScenario = { type: "p2p"; cardNumber: string; cardName: string };
export type P2pRedirectScenario = { type: "p2p_redirect"; url: string };
export type RedirectScenario = { type: "redirect"; url: string };
export type QrScenario = { type: "qr"; url: string };
export type WaitOrderStateScenario = { type: "wait_order_state"; orderId: number };

export type PaymentScenario =
  | ExternalScenario
  | FormScenario
  | InvoiceQrScenario
  | P2pScenario
  | P2pRedirectScenario
  | RedirectScenario
  | QrScenario
  | WaitOrderStateScenario;

export type CreatePaymentBody = { orderId: number; currency: string; email?: string; phone?: string };

export type PayselectionStatus = { status: string; [key: string]: unknown };

/** GetPay callback fields, sent with the provider's own upper-case names. */
export type GetpayNotifyBody = {
  WALLET_ID: string;
  WALLET_TYPE: string;
  SUM: string;
  ORDER_ID: string;
  P_TYPE: string;
  P_WALLET: string;
  PAYMENT_ID: string;
  SIGN: string;
};
