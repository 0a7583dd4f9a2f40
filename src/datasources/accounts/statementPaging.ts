import { UpstreamError } from '../upstream/errors.ts';

/**
 * The names of the statement endpoint's paging query parameters. The spec says only "page number (default 1) and
 * page size (1 to 500, default 1) are supported; the names of the paging query parameters: not shown", so they are
 * a setting (UPSTREAM_STATEMENT_PAGE_PARAMS), and every answer is checked to have paged as asked.
 */
export interface StatementPageParams {
  readonly pageNumber: string;
  readonly pageSize: string;
}

/** The setting that names them, for the line an operator reads when the provider does not page as asked. */
const statementPageParamsSetting = 'UPSTREAM_STATEMENT_PAGE_PARAMS';

/**
 * Throws when a statement answer's echoed `pageNumber`/`pageSize` differ from what was asked. A provider that does
 * not know the parameter names pages at its defaults (page 1 of size 1, echoed as such): without this check the
 * gateway would answer one entry where a hundred were asked and silently drop the rest of the page.
 */
export function checkPagedAsAsked(
  asked: { readonly pageNumber: number; readonly pageSize: number },
  answered: { readonly pageNumber: number; readonly pageSize: number },
  params: StatementPageParams,
): void {
  if (asked.pageNumber === answered.pageNumber && asked.pageSize === answered.pageSize) return;
  throw new UpstreamError(
    'contractViolation',
    `Upstream statement response does not match the contract: page ${answered.pageNumber} of size ` +
      `${answered.pageSize} answered where page ${asked.pageNumber} of size ${asked.pageSize} was asked as ` +
      `${params.pageNumber}/${params.pageSize}; if the provider names its paging parameters otherwise, set ` +
      `${statementPageParamsSetting} to its names`,
    { status: 200 },
  );
}
