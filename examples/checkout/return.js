/**
 * The page the issuer returns the customer to (`returnUrl`), shown inside the checkout page's challenge iframe.
 * The gateway put the returned references on <body>; this hands them to the checkout page, on our own origin
 * only, which then calls verify3ds.
 */
const { transactionreference: transactionReference = '', reference = '' } = document.body.dataset;
const status = document.getElementById('return-status');

if (window.parent !== window) {
  window.parent.postMessage(
    { type: 'checkout:3ds-return', transactionReference, reference },
    location.origin,
  );
  if (status) status.textContent = 'Back from the issuer.';
} else if (status) {
  // Opened outside the checkout page (e.g. an issuer that navigated the whole window): nothing to hand over.
  status.textContent = 'Back from the issuer. Return to the checkout page to finish the payment.';
}
