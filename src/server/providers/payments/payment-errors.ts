import { badRequest, HttpError } from '../../lib/http-error.js';

/** The errors every payments provider answers with (see `PaymentsProvider`), one spelling for both. */
export const priceUnknown = () => badRequest('priceUnknown', { field: 'priceId' });
export const promoCodeUnknown = () => badRequest('promoCodeUnknown', { field: 'promoCode' });
export const alreadySubscribed = () => new HttpError(409, 'already_subscribed', 'alreadySubscribed');
/** The portal of a user who never had a customer. */
export const noCustomer = () => new HttpError(404, 'no_subscription', 'noSubscription');
/** A portal action (switch, cancel, resume) without a live subscription to act on. */
export const noLiveSubscription = () => new HttpError(409, 'no_subscription', 'noSubscription');
export const checkoutClosed = () => new HttpError(409, 'checkout_closed', 'checkoutClosed');
/** The provider could not be reached or refused: nothing was written. */
export const checkoutFailed = () => new HttpError(502, 'checkout_failed', 'checkoutFailed');
export const portalFailed = () => new HttpError(502, 'portal_failed', 'portalFailed');
