/**
 * Start-up cost: a heavy module (viem) is required when a tool first needs it, not when the
 * handlers load. `once` memoises the require; `onCall` hands out one of its functions.
 */
export function once<M>(load: () => M): () => M {
  let module: M | undefined;
  return () => (module ??= load());
}

/** The function `name` of a module that is required when the function is first called. */
export function onCall<M, K extends keyof M>(module: () => M, name: K): M[K] {
  return ((...args: unknown[]) => (module()[name] as (...a: unknown[]) => unknown)(...args)) as M[K];
}
