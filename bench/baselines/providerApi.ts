/** A provider account as the balance endpoints return it (numbers parsed by JSON.parse, as the defaults do). */
export interface ProviderAccount {
  accountNumber: string;
  entity?: string;
  currency: string;
  balance: number;
  clearedBalance: number;
  unclearedBalance: number;
}

export interface ProviderStatement {
  currency: string;
  totalNumberOfRecords: number;
  accountStatementItems: { amount: number; timestamp: string }[];
}

export interface ProviderItems {
  pagination: { totalNumberOfRecords: number };
  items: { paymentId: string; ubr?: string; sourceAmount?: number; sourceCurrency?: string }[];
}

/** The provider endpoints the baselines' resolvers call, one method each (naiveApi.ts, undiciApi.ts). */
export interface ProviderApi {
  balance(accountNumber: string): Promise<{ entity: string; accounts: ProviderAccount[] }>;
  entityBalances(entity: string): Promise<{ entity: string; accounts: ProviderAccount[] }>;
  statement(accountNumber: string, from: string, to: string, first: number): Promise<ProviderStatement>;
  paymentItems(entity: string, startDate: string, endDate: string, first: number): Promise<ProviderItems>;
  createPayout(body: object): Promise<{ outcome: string }>;
  createSale(body: object): Promise<{ outcome: string; issuer?: { authorizationCode: string } }>;
}
