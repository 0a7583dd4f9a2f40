import { booleanFlag, describe, type SettingsGroup } from '../settings/setting.ts';

/** The schema as a Federation 2 subgraph. */
export const federationGroup = {
  title: 'Federation',
  summary: 'For a supergraph: the same schema served as an Apollo Federation 2 subgraph.',
  env: {
    FEDERATION_SUBGRAPH: describe(booleanFlag.default(false), {
      description:
        'Serves the schema as an Apollo Federation 2 subgraph as well: entity keys, `_service` and `_entities`, so that a router can take it in. Off: the schema is exactly `schema.graphql`.',
    }),
  },
} satisfies SettingsGroup;
