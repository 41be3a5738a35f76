/** The analytics events queued so far, as [name, params]: gtag's queue holds `arguments` objects. */
export function queuedEvents(): unknown[][] {
  return (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter(([command]) => command === 'event')
    .map(([, ...event]) => event);
}
