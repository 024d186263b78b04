// Errors a repository can raise that the caller should see as a 4xx with a clear message.

/** The request was well-formed but refers to something that does not exist (400). */
export class InvalidFieldError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly field: string,
    problem: string,
  ) {
    super(`${field}: ${problem}`);
    this.name = 'InvalidFieldError';
  }
}

/** The thing asked for does not exist (404). */
export class NotFoundError extends Error {
  readonly statusCode = 404;
  constructor(message: string) {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** The request is well-formed but cannot be carried out as asked, e.g. a reused Idempotency-Key (422). */
export class UnprocessableError extends Error {
  readonly statusCode = 422;
  constructor(message: string) {
    super(message);
    this.name = 'UnprocessableError';
  }
}
