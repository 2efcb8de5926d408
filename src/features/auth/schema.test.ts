import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loginSchema } from './schema.ts';

/** The messages per field a failed check gives, as useForm reads them (yup's shape). */
async function failures(values: unknown): Promise<Record<string, string>> {
  try {
    await loginSchema().validate(values, { abortEarly: false });
  } catch (error) {
    const { name, inner } = error as { name: string; inner: { path: string; message: string }[] };
    assert.equal(name, 'ValidationError');
    assert.ok(error instanceof Error);
    return Object.fromEntries(inner.map(({ path, message }) => [path, message]));
  }
  return {};
}

describe('loginSchema', () => {
  it("asks for both fields with SPEC §5's messages", async () => {
    assert.deepEqual(await failures({ email: '', password: '' }), {
      email: 'Email is a required field',
      password: 'Password is a required field',
    });
    assert.deepEqual(await failures({}), { email: 'Email is a required field', password: 'Password is a required field' });
    assert.deepEqual(await failures({ email: '   ', password: 'x' }), { email: 'Email is a required field' });
  });

  it('refuses what the HTML standard does not call an email address', async () => {
    for (const email of ['ada', 'ada@', '@example.com', 'ada@example..com', 'ada@-example.com', 'a da@example.com']) {
      assert.deepEqual(await failures({ email, password: 'x' }), { email: 'Email must be a valid email' }, email);
    }
  });

  it('gives the values, the email trimmed, once both are right', async () => {
    assert.deepEqual(await loginSchema().validate({ email: '  ada@example.com ', password: ' secret ' }, { abortEarly: false }), {
      email: 'ada@example.com',
      password: ' secret ',
    });
    assert.deepEqual(await failures({ email: "o'neil+tag@mail.example-host.io", password: 'x' }), {});
  });
});
