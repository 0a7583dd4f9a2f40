import { createHash, randomBytes } from 'node:crypto';
import type { CardProfile } from './card.ts';
import type { ChallengePreference } from './vocabulary.ts';

/** What the customer did on the challenge page; `timedOut` is set when verify finds the token expired unused. */
type ChallengeDecision = 'passed' | 'failed' | 'timedOut';

/** One issued challenge. Holds no card data: the card is reduced to network, domestic brand and last four. */
export interface ChallengeRecord {
  readonly reference: string;
  readonly transactionReference: string;
  readonly entity: string;
  readonly returnUrl: string;
  readonly version: 1 | 2;
  readonly card: CardProfile;
  readonly preference: ChallengePreference;
  readonly value: { readonly currency: string; readonly amount: string };
  readonly expiresAt: Date;
  decision?: ChallengeDecision;
}

/** Challenges of one sandbox instance, and the key its challenge tokens are signed with. */
export class AuthenticationStore {
  /** HS256 key of the challenge JWTs; random per instance, so a token of one sandbox means nothing to another. */
  readonly signingKey: Buffer = randomBytes(32);
  private readonly challenges = new Map<string, ChallengeRecord>();
  private issued = 0;

  /** Forgets every challenge (control API reset); the signing key stays, so nothing else changes. */
  clear(): void {
    this.challenges.clear();
    this.issued = 0;
  }

  /**
   * A new challenge reference. Derived from the seed, the transaction and a counter, so a replayed test run gets
   * the same references, and authenticating the same transaction again gets a fresh one.
   */
  nextReference(seed: number, transactionReference: string): string {
    this.issued += 1;
    const hash = createHash('sha256')
      .update(`${seed}\u0000${transactionReference}\u0000${this.issued}`)
      .digest();
    return `ch${hash.toString('base64url').slice(0, 20)}`;
  }

  save(record: ChallengeRecord): void {
    this.challenges.set(record.reference, record);
  }

  find(reference: string): ChallengeRecord | undefined {
    return this.challenges.get(reference);
  }
}
