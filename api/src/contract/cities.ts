// The home city (spec 1, 4: "Default city Bengaluru"), one copy for the server and the apps: the
// listing's city when the URL names none, and where it looks for similar villas when a city has none.
// Runtime-free: this folder imports nothing (eslint.config.js).

export const DEFAULT_CITY = 'Bengaluru';
