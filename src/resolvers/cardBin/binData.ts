import { containsCardNumber } from '../../contract/index.ts';
import { type CardBin, cardBinSchema } from '../../datasources/cardBin/models.ts';
import type { BinCache } from '../../stores/binCache/index.ts';

/**
 * What the BIN cache keeps of a lookup's answer: the fields that describe the BIN (its issuer and product), the
 * same for every card of it. Never `type` (it names the kind of number looked up), nor `dccAllowed` (whether
 * dynamic currency conversion may be offered can depend on the merchant, and the cache is shared by all of
 * them), nor anything of one card: the answer carries no card number, and a text that holds one is not kept.
 */
const binLevelSchema = cardBinSchema.pick({
  brand: true,
  bin: true,
  binLength: true,
  fundingType: true,
  issuerName: true,
  countryCode: true,
  currency: true,
  anonymousPrepaid: true,
  category: true,
  multipleAccountAccess: true,
});

/** A BIN's data as the cache keeps it. */
export type BinLevelData = ReturnType<typeof binLevelSchema.parse>;

/** The BIN of an answer when it can key the cache: 6 or 8 digits, as long as `binLength` says when it says. */
function cacheableBin(bin: CardBin): string | undefined {
  const { bin: digits, binLength } = bin;
  if (!/^(?:\d{6}|\d{8})$/.test(digits)) return undefined;
  return binLength === undefined || binLength === digits.length ? digits : undefined;
}

/** Keeps the BIN-level data of a provider answer under its BIN; an answer with an unusable BIN is not kept. */
export async function rememberBinData(cache: BinCache, bin: CardBin): Promise<void> {
  const key = cacheableBin(bin);
  if (key === undefined) return;
  const data: BinLevelData = {
    brand: bin.brand,
    bin: key,
    binLength: bin.binLength,
    fundingType: bin.fundingType,
    issuerName: bin.issuerName,
    countryCode: bin.countryCode,
    currency: bin.currency,
    anonymousPrepaid: bin.anonymousPrepaid,
    category: bin.category,
    multipleAccountAccess: bin.multipleAccountAccess,
  };
  const text = JSON.stringify(data);
  // The provider's free text (an issuer's name) is no place for a card number; if one ever holds one, it is not kept.
  if (containsCardNumber(text)) return;
  await cache.remember(key, text);
}

/**
 * The BIN data known for a prefix of 6 to 8 digits: under its 8 digits first (an 8-digit BIN), else its first 6;
 * undefined when neither is cached. A kept text that no longer reads as BIN data (another version wrote it) is a
 * miss, not an error.
 */
export async function recallBinData(cache: BinCache, prefix: string): Promise<BinLevelData | undefined> {
  const keys = prefix.length === 8 ? [prefix, prefix.slice(0, 6)] : [prefix.slice(0, 6)];
  for (const key of keys) {
    const text = await cache.recall(key);
    const data = text === undefined ? undefined : readBinData(text, key);
    if (data) return data;
  }
  return undefined;
}

function readBinData(text: string, key: string): BinLevelData | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
  const parsed = binLevelSchema.safeParse(json);
  return parsed.success && parsed.data.bin === key ? parsed.data : undefined;
}
