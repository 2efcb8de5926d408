import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { object } from 'yup';
import { deliveryParams, deliverySchema, initialDelivery } from './delivery.ts';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const schema = object(deliverySchema('Europe/Berlin', () => NOW));

async function problems(values: Record<string, unknown>): Promise<string[]> {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('delivery', () => {
  it('starts as soon as possible, a scheduled time a minute from now in the zone', () => {
    assert.deepEqual(initialDelivery('Europe/Berlin', NOW), { delivery: 'asap', deliver_after: '2026-11-27T13:01', randomize: 'no', deliver_delay_window: 0 });
  });

  it('refuses a scheduled time that is missing, invalid or past, and a window below 0', async () => {
    assert.deepEqual(await problems({ delivery: 'scheduled', deliver_after: '', randomize: 'no' }), ['Enter the time to deliver at.']);
    assert.deepEqual(await problems({ delivery: 'scheduled', deliver_after: '2026-02-30T10:00', randomize: 'no' }), ['Enter a valid date and time.']);
    // 12:30 in Berlin is 11:30 UTC, before now.
    assert.deepEqual(await problems({ delivery: 'scheduled', deliver_after: '2026-11-27T12:30', randomize: 'no' }), ['The scheduled time must be in the future.']);
    assert.deepEqual(await problems({ delivery: 'asap', randomize: 'yes', deliver_delay_window: -1 }), ['Delivery delay must be greater than or equal to 0']);
    assert.deepEqual(await problems({ delivery: 'scheduled', deliver_after: '2026-11-27T13:30', randomize: 'yes', deliver_delay_window: 0 }), []);
  });

  it('sends the scheduled time as UTC and the window only when randomised', () => {
    assert.deepEqual(deliveryParams({ delivery: 'asap', deliver_after: '2026-11-27T13:30', randomize: 'no', deliver_delay_window: 5 }, 'Europe/Berlin'), {});
    assert.deepEqual(deliveryParams({ delivery: 'scheduled', deliver_after: '2026-11-27T13:30', randomize: 'yes', deliver_delay_window: 5 }, 'Europe/Berlin'), {
      deliver_after: '2026-11-27T12:30:00Z',
      deliver_delay_window: 5,
    });
  });
});
