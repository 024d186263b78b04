/**
 * Our answer to buyers' two complaints about portals, a number resold to agents and spam calls, in
 * plain words on the account page.
 */
export const PROMISE_TEXT =
  'We never sell or share your number. One relationship manager looks after you, and only they call you.';
