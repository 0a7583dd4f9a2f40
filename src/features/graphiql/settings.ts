import { booleanFlag, describe, featureSettings, type SettingsGroup } from '../../settings/setting.ts';

/** GraphiQL, served by the gateway itself. */
const graphiqlGroup = {
  title: 'GraphiQL',
  summary: 'The GraphQL IDE for a person in a browser, served by the gateway from its own origin.',
  env: {
    GRAPHIQL: describe(booleanFlag.optional(), {
      description:
        'Serves GraphiQL at `GET /graphql` to browsers, opening with the examples of docs/frontend.md as tabs. Assets from npm packages, no CDN, at versioned, immutable URLs.',
      shownDefault: 'on',
      production: 'Off unless `GRAPHIQL=true`.',
    }),
  },
} satisfies SettingsGroup;

/** GraphiQL's settings: on outside production unless GRAPHIQL says otherwise; the page says whether a credential is needed. */
export const graphiqlSettings = featureSettings(graphiqlGroup, (e, core) =>
  (e.GRAPHIQL ?? core.nodeEnv !== 'production') ? { credentialRequired: !core.openAccess } : undefined,
);
