/** A message shown to the user: title and text exactly as the seeds word them. */
export interface DomainError {
  readonly title: string;
  readonly message: string;
}

/** The outcome of a rule that can refuse: a value, or the seeds' error. */
export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: DomainError };

/** Wraps a value as a successful {@link Result}. */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** Wraps a seed error as a failed {@link Result}. */
export function fail<T>(title: string, message: string): Result<T> {
  return { ok: false, error: { title, message } };
}
