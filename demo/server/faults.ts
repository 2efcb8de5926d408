/**
 * Injected faults (SimulatorOptions.faults): find the armed fault for a request, count it down, and
 * misbehave as it says.
 */
import type { ServerResponse } from 'node:http';
import { errorBody, writeReply } from './http.ts';
import type { Namespace } from './namespace.ts';
import type { Fault } from './options.ts';

/** The first fault matching the request, used up by one when it has a `times` count. */
export function takeFault(ns: Namespace, method: string, path: string): Fault | undefined {
  const faults = ns.options.faults;
  const index = faults.findIndex(
    (fault) => fault.path === path && (fault.method === undefined || fault.method.toUpperCase() === method),
  );
  const fault = faults[index];
  if (fault?.times !== undefined) {
    fault.times -= 1;
    if (fault.times <= 0) faults.splice(index, 1);
  }
  return fault;
}

export function applyFault(fault: Fault, res: ServerResponse): void {
  if (fault.drop) {
    // No status line at all: the client sees a network error.
    res.socket?.destroy();
    return;
  }
  if (fault.malformed) {
    writeReply(res, { status: 200, text: '{"results": [{"id": 1, "summary": ', contentType: 'application/json' });
    return;
  }
  writeReply(res, { status: fault.status ?? 500, body: fault.body ?? errorBody('InjectedFault', 'Injected fault') });
}
