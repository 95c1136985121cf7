/** GET retry policy (spec §7, §9): up to 5 retries on 504, waiting 500 ms × attempt number. */

export const RETRY_LIMIT = 5;
export const RETRY_STEP_MS = 500;
export const RETRY_STATUS_CODES: readonly number[] = [504];
export const RETRY_METHODS: readonly string[] = ['get'];

/**
 * Whether to retry after a response with `status`; `attempt` is the retry about to be made
 * (1 for the first retry).
 */
export function shouldRetry(method: string, status: number, attempt: number): boolean {
  return (
    RETRY_METHODS.includes(method.toLowerCase()) &&
    RETRY_STATUS_CODES.includes(status) &&
    attempt >= 1 &&
    attempt <= RETRY_LIMIT
  );
}

/** 500, 1000, 1500, 2000, 2500 ms for attempts 1..5. */
export function retryDelayMs(attempt: number): number {
  return RETRY_STEP_MS * attempt;
}
