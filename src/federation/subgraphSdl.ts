import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mergeTypeDefs } from '@graphql-tools/merge';
import { print } from 'graphql';

const federationDir = fileURLToPath(new URL('../../schema/federation/', import.meta.url));

/** One SDL file of `schema/federation/`, which the default schema loader never reads (it reads `schema/*.graphql`). */
const federationFile = (name: string) => readFileSync(`${federationDir}${name}`, 'utf8');

/** The subgraph's schema: the default SDL files, the entity keys and the federation plumbing. */
export interface SubgraphTypeDefs {
  /** What the server builds its schema from. */
  readonly typeDefs: string[];
  /**
   * What `_service.sdl` answers: the default schema with the `@link` and the `@key`s, without the plumbing the
   * specification leaves out (`_service`, `_entities`, `_Any`, `_Entity`, `_Service` and the directive definitions
   * that `@link` implies). Merged, so each key sits on its type's definition as composition tools expect.
   */
  readonly sdl: string;
}

export function subgraphTypeDefs(defaultTypeDefs: readonly string[]): SubgraphTypeDefs {
  const entities = federationFile('entities.graphql');
  const sdl = print(mergeTypeDefs([...defaultTypeDefs, entities], { throwOnConflict: true }));
  return { typeDefs: [...defaultTypeDefs, entities, federationFile('subgraph.graphql')], sdl };
}
