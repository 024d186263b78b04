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

/** The request was made against a state that has changed since, e.g. an import planned by a dry run (409). */
export class ConflictError extends Error {
  readonly statusCode = 409;
  constructor(message: string) {
    super(message);
    this.name = 'ConflictError';
  }
}

/** The caller may not do this, whoever it is: e.g. an enquiry from a site that is not a partner (403). */
export class ForbiddenError extends Error {
  readonly statusCode = 403;
  constructor(message: string) {
    super(message);
    this.name = 'ForbiddenError';
  }
}

/** No valid credentials: a missing, expired or revoked session, or a wrong code (401). */
export class UnauthorizedError extends Error {
  readonly statusCode = 401;
  constructor(message: string) {
    super(message);
    this.name = 'UnauthorizedError';
  }
}

/** A limit was reached: too many codes asked for, or too many wrong guesses (429). */
export class TooManyRequestsError extends Error {
  readonly statusCode = 429;
  constructor(message: string) {
    super(message);
    this.name = 'TooManyRequestsError';
  }
}

/**
 * A service we depend on could not do its part (502: it refused; 503: unavailable or not answering).
 * Unlike other 5xx, its message is meant for the caller, so the route answers it as it is.
 */
export class UpstreamError extends Error {
  constructor(
    readonly statusCode: 502 | 503,
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** The request is wrong as a whole, in a way the message says in the product's words (400). */
export class BadRequestError extends Error {
  readonly statusCode = 400;
  constructor(message: string) {
    super(message);
    this.name = 'BadRequestError';
  }
}

/** A file or body is larger than allowed (413). */
export class PayloadTooLargeError extends Error {
  readonly statusCode = 413;
  constructor(message: string) {
    super(message);
    this.name = 'PayloadTooLargeError';
  }
}

/** A file whose content is of a type not accepted, or a body not sent as the route expects (415). */
export class UnsupportedMediaTypeError extends Error {
  readonly statusCode = 415;
  constructor(message: string) {
    super(message);
    this.name = 'UnsupportedMediaTypeError';
  }
}

/**
 * The server is short of something a request needs (503: busy, try again soon; 507: short of disk).
 * Unlike other 5xx, its message is meant for the caller: nothing broke, a guard refused the work.
 */
export class CapacityError extends Error {
  readonly exposeMessage = true;
  constructor(
    readonly statusCode: 503 | 507,
    message: string,
  ) {
    super(message);
    this.name = 'CapacityError';
  }
}
