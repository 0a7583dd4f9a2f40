import type { ProviderPage } from '../../../src/pagination/index.ts';

/** A page-numbered list like the provider's (1-based pages), recording every call it gets. */
export function fakeProvider(size: number, providerMaxPageSize: number) {
  const items = Array.from({ length: size }, (_, i) => `item-${i}`);
  const calls: Array<[pageNumber: number, pageSize: number]> = [];
  const fetchPage = async (pageNumber: number, pageSize: number): Promise<ProviderPage<string>> => {
    if (!Number.isInteger(pageNumber) || pageNumber < 1) throw new Error(`bad pageNumber ${pageNumber}`);
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > providerMaxPageSize) {
      throw new Error(`bad pageSize ${pageSize}`);
    }
    calls.push([pageNumber, pageSize]);
    const from = (pageNumber - 1) * pageSize;
    return { items: items.slice(from, from + pageSize), total: size };
  };
  return { items, calls, fetchPage };
}
