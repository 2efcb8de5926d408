import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError } from '../api/errors.ts';
import { createErrorReporter, DEFAULT_SAMPLE_RATE, isOwnError, isReportedFailure, sampleRate } from './error-reports.ts';
import type { LandscapeErrorDetail } from './events.ts';

describe('sampleRate', () => {
  it('reads a number from 0 to 1, clamping one out of range', () => {
    assert.equal(sampleRate('0.25'), 0.25);
    assert.equal(sampleRate('0'), 0);
    assert.equal(sampleRate(1), 1);
    assert.equal(sampleRate('7'), 1);
    assert.equal(sampleRate('-1'), 0);
  });

  it('is the default (1) for anything that is not a number', () => {
    for (const value of [null, undefined, '', ' ', 'half', 'NaN', Number.POSITIVE_INFINITY]) assert.equal(sampleRate(value), DEFAULT_SAMPLE_RATE);
    assert.equal(DEFAULT_SAMPLE_RATE, 1);
  });
});

describe('isReportedFailure', () => {
  it('reports a 5xx, no answer and an unreadable answer', () => {
    assert.equal(isReportedFailure(new ApiError('Boom', 500), false), true);
    assert.equal(isReportedFailure(new ApiError('unreachable', 0, 'NetworkError'), false), true);
    assert.equal(isReportedFailure(new ApiError('unreadable', 200, 'MalformedResponse'), false), true);
  });

  it('leaves out a 4xx (the user is told), an aborted call, a call never sent, and any failure while the page unloads', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) assert.equal(isReportedFailure(new ApiError('no', status), false), false, String(status));
    assert.equal(isReportedFailure(new ApiError('aborted', 0, 'Aborted'), false), false);
    assert.equal(isReportedFailure(new ApiError('You are not signed in.', 0, 'NotSignedIn'), false), false);
    assert.equal(isReportedFailure(new ApiError('unreachable', 0, 'NetworkError'), true), false);
  });
});

describe('isOwnError', () => {
  it("takes an error thrown by this code base's files, and the client's errors", () => {
    const ours = new Error('a bug of ours');
    // As a browser writes it: the frames name the script's address, under the folder of this build.
    ours.stack = `Error: a bug of ours\n    at render (${import.meta.url}:12:5)`;
    assert.equal(isOwnError(ours), true);
    assert.equal(isOwnError(new Error('x'), import.meta.url), true);
    assert.equal(isOwnError(new ApiError('Boom', 500)), true);
  });

  it("drops browser noise: ResizeObserver's loop, extensions' scripts, aborts", () => {
    assert.equal(isOwnError(new Error('ResizeObserver loop completed with undelivered notifications.')), false);
    const fromExtension = new Error('content script failed');
    fromExtension.stack = 'Error: content script failed\n    at inject (chrome-extension://abcdef/content.js:1:10)';
    assert.equal(isOwnError(fromExtension), false);
    assert.equal(isOwnError(new Error('x'), 'moz-extension://abc/page.js'), false);
    const abort = new Error('The operation was aborted.');
    abort.name = 'AbortError';
    assert.equal(isOwnError(abort), false);
    assert.equal(isOwnError(new ApiError('aborted', 0, 'Aborted')), false);
  });

  it("drops another script's error", () => {
    const theirs = new Error('host bug');
    theirs.stack = 'Error: host bug\n    at main (https://cdn.example.com/app.js:3:7)';
    assert.equal(isOwnError(theirs, 'https://cdn.example.com/app.js'), false);
    assert.equal(isOwnError('a string thrown by somebody'), false);
  });
});

describe('createErrorReporter', () => {
  const element = { localName: 'landscape-activities' } as Element;

  function reporter(target: Element | undefined) {
    const emitted: LandscapeErrorDetail[] = [];
    const errors = createErrorReporter(
      () => target,
      (detail) => emitted.push(detail),
    );
    return { errors, emitted };
  }

  it('emits what failed, where, with its stack and call, and the route without a query', () => {
    const { errors, emitted } = reporter(element);
    errors.settings.route = '/activities';
    const error = new ApiError('Server exploded', 503);
    errors.report({ kind: 'request', error, request: { method: 'GET', path: 'activities', status: 503 } });
    assert.equal(emitted.length, 1);
    const [detail] = emitted;
    assert.equal(detail!.kind, 'request');
    assert.equal(detail!.message, 'Server exploded');
    assert.equal(detail!.element, 'landscape-activities');
    assert.equal(detail!.route, '/activities');
    assert.deepEqual(detail!.request, { method: 'GET', path: 'activities', status: 503 });
    assert.match(detail!.stack!, /Server exploded/);
    assert.ok(!Number.isNaN(Date.parse(detail!.time)));
  });

  it('reports an error once, however many ways it arrives', () => {
    const { errors, emitted } = reporter(element);
    const error = new ApiError('Boom', 500);
    errors.report({ kind: 'request', error, request: { method: 'GET', path: 'activities', status: 500 } });
    errors.report({ kind: 'rejection', error });
    assert.equal(emitted.length, 1);
  });

  it('drops a 4xx, and every error at a sample rate of 0', () => {
    const { errors, emitted } = reporter(element);
    errors.report({ kind: 'request', error: new ApiError('Not found', 404), request: { method: 'GET', path: 'computers/9', status: 404 } });
    errors.settings.sampleRate = 0;
    errors.report({ kind: 'render', error: new Error('render failed') });
    assert.equal(emitted.length, 0);
    errors.settings.sampleRate = 1;
    errors.report({ kind: 'render', error: new Error('render failed again') });
    assert.deepEqual(
      emitted.map((detail) => detail.message),
      ['render failed again'],
    );
  });

  it('reports from the element given, else the first served, and nothing without one', () => {
    const { errors, emitted } = reporter(undefined);
    errors.report({ kind: 'render', error: new Error('nowhere') });
    assert.equal(emitted.length, 0);
    errors.report({ kind: 'render', error: new Error('in the portal'), origin: { localName: 'landscape-portal' } as Element });
    assert.equal(emitted[0]?.element, 'landscape-portal');
  });
});
