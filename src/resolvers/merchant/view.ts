/** What the `Merchant` resolvers receive: the entity, already authorized for the caller. */
export interface MerchantModel {
  readonly entity: string;
}
