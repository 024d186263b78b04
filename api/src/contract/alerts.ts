// Alerts (issue 29, docs/alerts.md): what the API and the pages agree on. A buyer turns on alerts for
// a search (a saved filter in a city) and for price drops on the villas they saved; the news goes out
// as one SMS a day at most, with a link that stops them without a login.

/** At most one digest per buyer in this long. */
export const ALERT_DIGEST_EVERY_HOURS = 24;

/**
 * Digests go out only between these hours, India time (TRAI's window for commercial messages): news
 * that arrives at night waits for the morning.
 */
export const ALERT_SEND_HOURS = { from: 9, until: 21 } as const;

/** A buyer's searches that alert. */
export const SEARCH_ALERTS_MAX = 10;

/** The page an SMS's stop link opens: `${ALERT_STOP_PATH}/<token>`. */
export const ALERT_STOP_PATH = '/alerts/stop';

/** The page URL's saved-filter parameter (spec 2.1): /units?filters=<saved filter id>. */
export const SAVED_FILTER_PARAM = 'filters';
