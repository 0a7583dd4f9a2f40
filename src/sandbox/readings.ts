/**
 * Terminology: a *reading* is how the sandbox answers where the spec is silent ("not shown"). The gateway must not
 * depend on the sandbox's guess being the provider's, so each reading can be switched to another the spec allows
 * (`POST /_sandbox/readings`), and a test shows the gateway answers correctly, or refuses clearly, under each.
 */
export interface Readings {
  /**
   * The status of "no update yet" on a `payouts:update` link ("when no update exists an error is returned",
   * "an error whose code is not shown"): 404 by default.
   */
  readonly noUpdateStatus: 400 | 404 | 409 | 410 | 422;
  /**
   * The names of the statement's paging query parameters ("the names of the paging query parameters: not shown"):
   * `pageNumber` and `pageSize` by default. Other names are ignored, as unknown parameters are, so the page is the
   * spec's default one (page 1 of size 1) and the envelope echoes that.
   */
  readonly statementPageParams: { readonly pageNumber: string; readonly pageSize: string };
  /**
   * The longest payout `transactionReference` accepted (area B gives none): 50 by default, the payment item
   * search's cap (area C), so that a payout could appear there; `null` for no cap, the spec's silence read plainly.
   */
  readonly payoutReferenceMaxLength: 50 | null;
  /**
   * Whether a sale's `paymentInstrument.href` and `tokenHref` are required (area G marks both "Y", yet "which of the
   * card-number, href and tokenHref fields apply to which payment instrument variant: not shown"): optional by
   * default, required in the other reading.
   */
  readonly saleLinksRequired: boolean;
}

const defaultReadings: Readings = {
  noUpdateStatus: 404,
  statementPageParams: { pageNumber: 'pageNumber', pageSize: 'pageSize' },
  payoutReferenceMaxLength: 50,
  saleLinksRequired: false,
};

/** The sandbox's current readings, switched by the control API and put back by a reset. */
export class ReadingSwitch {
  #current: Readings = defaultReadings;

  get current(): Readings {
    return this.#current;
  }

  switch(changes: Partial<Readings>): Readings {
    this.#current = { ...this.#current, ...changes };
    return this.#current;
  }

  reset(): void {
    this.#current = defaultReadings;
  }
}
