import { booleanFlag, describe, featureSettings, type SettingsGroup } from '../../settings/setting.ts';

/** The checkout example, served by the gateway itself. */
const checkoutExampleGroup = {
  title: 'Checkout example',
  summary:
    'A checkout page doing 3-D Secure in a browser, as a frontend team would write it, served on the gateway’s own origin.',
  env: {
    CHECKOUT_EXAMPLE: describe(booleanFlag.optional(), {
      description:
        'Serves the checkout example (3-D Secure in a browser) at `/examples/checkout/`, with a Content-Security-Policy that lets only the challenge’s origin be framed and posted to.',
      shownDefault: 'on',
      production: 'Off unless `CHECKOUT_EXAMPLE=true`.',
    }),
  },
} satisfies SettingsGroup;

/** Whether the checkout example is served: outside production unless CHECKOUT_EXAMPLE says otherwise. */
export const checkoutExampleSettings = featureSettings(
  checkoutExampleGroup,
  (e, core) => e.CHECKOUT_EXAMPLE ?? core.nodeEnv !== 'production',
);
