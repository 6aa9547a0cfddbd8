/**
 * A browser test types a visitor form in a blink, faster than the spam guard lets a person through: the servers
 * the browser tests start take no minimum fill time (the API tests check the minimum).
 */
export const visitorFormTiming = { FORM_MIN_FILL_SECONDS: '0' };
