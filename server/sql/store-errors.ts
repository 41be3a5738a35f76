/**
 * Why a lead database could not do what was asked, the same whatever holds it (node:sqlite or
 * D1): the routes answer each its own way (docs/leads.md: 503 with Retry-After, 500, 507).
 */
/** The store could not take the lead in time (another writer, an overloaded service): try again. */
export class StoreBusyError extends Error {
  /** When to try again, in seconds (the route's Retry-After). */
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.name = 'StoreBusyError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * The store cannot hold leads at all until an operator sets it up (no lead table: migrations not
 * applied; no database bound): never "busy", which would hide the fault; `fix` says what to do.
 */
export class StoreNotReadyError extends Error {
  readonly fix: string;
  constructor(message: string, fix: string) {
    super(message);
    this.name = 'StoreNotReadyError';
    this.fix = fix;
  }
}

/** The store is at its size bound (or its disk is full): nothing more fits until an operator acts. */
export class StoreFullError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreFullError';
  }
}
