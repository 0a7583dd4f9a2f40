import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeCalls, setUpTestGateway, startTestGateway } from '../support/gateway.ts';
import { bodyOf } from '../support/requestIds.ts';

const namesQuery = 'query Names($entity: String!) { accounts(entity: $entity) { accountNumber name } }';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const namesId = `sha256:${sha256(namesQuery)}`;

/** A manifest as the client preset writes it: `{ "<sha256 hex>": "<document>" }`. */
function writeManifest(entries: Record<string, string>): string {
  const path = join(mkdtempSync(join(tmpdir(), 'trusted-')), 'persisted-documents.json');
  writeFileSync(path, JSON.stringify(entries));
  return path;
}

const manifest = writeManifest({ [sha256(namesQuery)]: namesQuery });

const refusal = (code: string, message: string) => ({ errors: [{ message, extensions: { code } }] });

/** A gateway with the manifest; `enforce` undefined: TRUSTED_DOCUMENTS_ENFORCE unset. Its warn lines in `logLines`. */
function gatewayWith(enforce: boolean | undefined, logLines: string[] = []) {
  let entity = '';
  let expected: { accountNumber: string; name: string }[] = [];
  const gw = setUpTestGateway({
    env: {
      TRUSTED_DOCUMENTS_MANIFEST: manifest,
      ...(enforce === undefined ? {} : { TRUSTED_DOCUMENTS_ENFORCE: String(enforce) }),
      LOG_LEVEL: 'warn',
    },
    logLines,
  });
  beforeAll(() => {
    entity = gw.sandbox.state.world.entities[0]?.id ?? '';
    expected = gw.sandbox.state.world
      .accountsOf(entity)
      .map((a) => ({ accountNumber: a.accountNumber, name: a.accountName }));
  });
  const post = (body: unknown) =>
    fetch(gw.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify(body),
    });
  const get = (params: Record<string, string>) =>
    fetch(`${gw.url}?${new URLSearchParams(params)}`, { headers: { accept: 'application/json' } });
  return {
    post,
    get,
    gw: () => gw,
    entity: () => entity,
    answer: () => ({ data: { accounts: expected } }),
  };
}

describe('trusted documents enforced', () => {
  const t = gatewayWith(true);

  it('runs a manifest document named by its documentId, over POST and over GET', async () => {
    const variables = { entity: t.entity() };
    const posted = await t.post({ documentId: namesId, variables });
    expect(posted.status).toBe(200);
    expect(await bodyOf(posted)).toEqual(t.answer());
    const got = await t.get({ documentId: namesId, variables: JSON.stringify(variables) });
    expect(got.status).toBe(200);
    expect(await bodyOf(got)).toEqual(t.answer());
    const call = `GET /accounts/balance/?entity=${t.entity()}`;
    expect(describeCalls(await t.gw().upstreamCalls())).toEqual([call, call]);
  });

  it('runs a manifest document named the way automatic persisted queries do', async () => {
    const res = await t.post({
      variables: { entity: t.entity() },
      extensions: { persistedQuery: { version: 1, sha256Hash: sha256(namesQuery) } },
    });
    expect(await bodyOf(res)).toEqual(t.answer());
  });

  it('runs a manifest document whose persisted-query hash carries the sha256: prefix, over POST and over GET', async () => {
    const extensions = { persistedQuery: { version: 1, sha256Hash: namesId } };
    const variables = { entity: t.entity() };
    const posted = await t.post({ operationName: 'Names', variables, extensions });
    expect(posted.status).toBe(200);
    expect(await posted.json()).toEqual(t.answer());
    const got = await t.get({
      operationName: 'Names',
      variables: JSON.stringify(variables),
      extensions: JSON.stringify(extensions),
    });
    expect(got.status).toBe(200);
    expect(await got.json()).toEqual(t.answer());
  });

  it('refuses a malformed persisted-query hash with the message naming that extension', async () => {
    const res = await t.post({ extensions: { persistedQuery: { version: 1, sha256Hash: 'sha256:ABC' } } });
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toEqual(
      refusal(
        'BAD_REQUEST',
        'extensions.persistedQuery.sha256Hash must be 64 lower-case hex digits, optionally after "sha256:"',
      ),
    );
  });

  it('refuses a raw query, even one the manifest holds, calling nobody', async () => {
    for (const query of [namesQuery, '{ __typename }']) {
      const res = await t.post({ query, variables: { entity: t.entity() } });
      expect(res.status).toBe(400);
      expect(await bodyOf(res)).toEqual(
        refusal('PERSISTED_DOCUMENT_REQUIRED', 'This server runs only trusted documents: send a documentId'),
      );
    }
    const got = await t.get({ query: '{ __typename }' });
    expect(got.status).toBe(400);
    expect(await bodyOf(got)).toEqual(
      refusal('PERSISTED_DOCUMENT_REQUIRED', 'This server runs only trusted documents: send a documentId'),
    );
    expect(await t.gw().upstreamCalls()).toEqual([]);
  });

  it('refuses an unknown documentId and a malformed one', async () => {
    const unknown = await t.post({ documentId: `sha256:${sha256('{ __typename }')}` });
    expect(unknown.status).toBe(400);
    expect(await bodyOf(unknown)).toEqual(
      refusal('PERSISTED_DOCUMENT_NOT_FOUND', 'No trusted document has this documentId'),
    );
    const malformed = await t.get({ documentId: 'md5:abc' });
    expect(malformed.status).toBe(400);
    expect(await bodyOf(malformed)).toEqual(
      refusal('BAD_REQUEST', 'documentId must be "sha256:" followed by 64 lower-case hex digits'),
    );
  });
});

describe('trusted documents with TRUSTED_DOCUMENTS_ENFORCE unset', () => {
  const t = gatewayWith(undefined);

  it('enforces them: a manifest is meant to be the only documents that run', async () => {
    const res = await t.post({ query: '{ __typename }' });
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toEqual(
      refusal('PERSISTED_DOCUMENT_REQUIRED', 'This server runs only trusted documents: send a documentId'),
    );
  });
});

describe('trusted documents not enforced (log-only)', () => {
  const logLines: string[] = [];
  const t = gatewayWith(false, logLines);
  const wouldRefuse = (operationName: string | null, query: string, inManifest: boolean) => ({
    level: 40,
    operationName,
    documentId: `sha256:${sha256(query)}`,
    inManifest,
    msg: 'TRUSTED_DOCUMENTS_ENFORCE=false: ran a raw query that enforcing would refuse (PERSISTED_DOCUMENT_REQUIRED)',
  });
  const logged = () =>
    logLines.map((line) => {
      const { time: _time, ...rest } = JSON.parse(line) as Record<string, unknown>;
      return rest;
    });

  it('runs both a raw query and a manifest document', async () => {
    const raw = await t.post({ query: '{ __typename }' });
    expect(await bodyOf(raw)).toEqual({ data: { __typename: 'Query' } });
    const trusted = await t.post({ documentId: namesId, variables: { entity: t.entity() } });
    expect(await bodyOf(trusted)).toEqual(t.answer());
  });

  it('logs each distinct raw query enforcing would refuse once, by operation name and hash, never its variables', async () => {
    logLines.length = 0;
    const other = 'query Other { __typename }';
    // A valid Luhn Visa test number in the variables: it must appear nowhere in the log.
    const variables = { entity: t.entity(), note: '4111111111111111' };
    for (let i = 0; i < 2; i++) {
      expect((await t.post({ query: namesQuery, operationName: 'Names', variables })).status).toBe(200);
      expect((await t.get({ query: other, operationName: 'Other' })).status).toBe(200);
    }
    expect(logged()).toEqual([wouldRefuse('Names', namesQuery, true), wouldRefuse('Other', other, false)]);
    expect(logLines.join('\n')).not.toContain(t.entity());
  });
});

describe('the manifest', () => {
  it('stops start-up when a key is not the SHA-256 of its document', async () => {
    const forged = writeManifest({ [sha256(namesQuery)]: 'mutation { verify3ds { outcome } }' });
    await expect(startTestGateway({ TRUSTED_DOCUMENTS_MANIFEST: forged })).rejects.toThrow(
      /TRUSTED_DOCUMENTS_MANIFEST .*persisted-documents\.json:\n {2}- [0-9a-f]{64}: is not the SHA-256 of its document/,
    );
  });

  it('needs a manifest for enforcement', async () => {
    await expect(startTestGateway({ TRUSTED_DOCUMENTS_ENFORCE: 'true' })).rejects.toThrow(
      /TRUSTED_DOCUMENTS_ENFORCE=true needs TRUSTED_DOCUMENTS_MANIFEST/,
    );
  });
});
