import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hasCloudInit, type WslProfile } from '../../api/wsl-profiles.ts';
import { WSL_PROFILE_FORM_TEXTS } from './form-texts.ts';
import { WSL_PROFILE_TEXTS } from './texts.ts';
import { addSchema, addValues, base64Text, createBody, duplicateValues, editBody, editSchema, editValues, FROM_URL, MAX_CLOUD_INIT_BYTES, type AddValues } from './wsl-form.ts';

const REQUIRED = 'This field is required';
const RESERVED = "Instance name cannot match 'ubuntu', 'ubuntu-preview', or 'ubuntu-<dd>.<dd>'";
const TOO_LARGE = 'File size must be less than 1MB';

function profile(extra: Partial<WslProfile> = {}): WslProfile {
  return {
    id: 4,
    name: 'research-ubuntu',
    title: 'Research Ubuntu',
    description: 'Store image, set up by cloud-init',
    access_group: 'desktops',
    all_computers: false,
    tags: ['research', 'design'],
    image_name: 'Ubuntu-24.04',
    image_source: null,
    cloud_init_contents: '********',
    computers: { constrained: [1, 2], 'non-compliant': [], pending: [2] },
    ...extra,
  };
}

async function errorsOf(schema: typeof addSchema | typeof editSchema, values: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const found: Record<string, string> = {};
    for (const inner of (error as { inner: { path: string; message: string }[] }).inner) found[inner.path] ??= inner.message;
    return found;
  }
}

const base = { ...addValues(), title: 'Research', description: 'For the lab', image: 'Ubuntu-24.04' };
const valid = (values: Record<string, unknown>) => addSchema.validateSync(values) as AddValues;
const decoded = (text: string) => Buffer.from(text, 'base64').toString('utf8');

describe('the add form (§6.3): its messages', () => {
  it('requires the name, the description and the RootFS image, "This field is required" without a period', async () => {
    assert.deepEqual(await errorsOf(addSchema, addValues()), { title: REQUIRED, description: REQUIRED, image: REQUIRED });
    assert.deepEqual(await errorsOf(addSchema, { ...base, title: '   ', description: ' ' }), { title: REQUIRED, description: REQUIRED });
    assert.deepEqual(await errorsOf(addSchema, { ...base, access_group: '' }), { access_group: REQUIRED });
    assert.deepEqual(await errorsOf(addSchema, base), {});
  });

  it('a custom image needs its name and URL; a store image needs neither', async () => {
    assert.deepEqual(await errorsOf(addSchema, { ...base, image: FROM_URL }), { image_name: REQUIRED, image_source: REQUIRED });
    assert.deepEqual(await errorsOf(addSchema, { ...base, image: FROM_URL, image_name: 'Acme-Golden', image_source: '  ' }), { image_source: REQUIRED });
    assert.deepEqual(await errorsOf(addSchema, { ...base, image_name: '', image_source: '' }), {});
  });

  it('refuses the store images’ names for a custom image, ignoring case, and only those', async () => {
    for (const name of ['ubuntu', 'Ubuntu', 'UBUNTU-PREVIEW', 'ubuntu-preview', 'Ubuntu-24.04', 'ubuntu-20.04', ' Ubuntu-22.04 ']) {
      assert.deepEqual(await errorsOf(addSchema, { ...base, image: FROM_URL, image_name: name, image_source: 'https://images.example/a.tar.gz' }), { image_name: RESERVED }, name);
    }
    for (const name of ['Ubuntu-Custom', 'ubuntu-2404', 'my-ubuntu', 'ubuntu-24.04.1', 'Ubuntu-preview2', 'ubuntu-4.04']) {
      assert.deepEqual(await errorsOf(addSchema, { ...base, image: FROM_URL, image_name: name, image_source: 'https://images.example/a.tar.gz' }), {}, name);
    }
  });

  it('the cloud-init file or text is required once its kind is chosen, at most 1 MiB of UTF-8', async () => {
    assert.deepEqual(await errorsOf(addSchema, { ...base, cloud_init: 'file' }), { cloud_init_file: REQUIRED });
    assert.deepEqual(await errorsOf(addSchema, { ...base, cloud_init: 'text', cloud_init_text: ' \n ' }), { cloud_init_text: REQUIRED });
    const exactly = 'a'.repeat(MAX_CLOUD_INIT_BYTES);
    assert.deepEqual(await errorsOf(addSchema, { ...base, cloud_init: 'text', cloud_init_text: exactly }), {});
    assert.deepEqual(await errorsOf(addSchema, { ...base, cloud_init: 'text', cloud_init_text: `${exactly}b` }), { cloud_init_text: TOO_LARGE });
    assert.deepEqual(await errorsOf(addSchema, { ...base, cloud_init: 'file', cloud_init_file: { name: 'a.yaml', text: exactly } }), {});
    assert.deepEqual(await errorsOf(addSchema, { ...base, cloud_init: 'file', cloud_init_file: { name: 'a.yml', text: `${exactly}\n` } }), { cloud_init_file: TOO_LARGE });
    // Counted in bytes: 524,289 "é" are fewer characters than the limit, but 1,048,578 bytes.
    assert.deepEqual(await errorsOf(addSchema, { ...base, cloud_init: 'text', cloud_init_text: 'é'.repeat(MAX_CLOUD_INIT_BYTES / 2 + 1) }), { cloud_init_text: TOO_LARGE });
    // A value of a kind no longer chosen is not checked.
    assert.deepEqual(await errorsOf(addSchema, { ...base, cloud_init: '', cloud_init_text: `${exactly}b` }), {});
  });
});

describe('what Add and Duplicate send (§6.3)', () => {
  it('a store image by its name alone: no image_source, even one typed before switching back (1.14 sends it)', () => {
    const body = createBody(valid({ ...base, image: 'Ubuntu-22.04', image_name: 'Stale', image_source: 'https://stale.example/x.tar.gz' }));
    assert.deepEqual(body, {
      title: 'Research',
      description: 'For the lab',
      access_group: 'global',
      image_name: 'Ubuntu-22.04',
      all_computers: false,
      tags: [],
    });
    assert.equal('image_source' in body, false);
    assert.equal('cloud_init_contents' in body, false);
  });

  it('a custom image: its name and URL, trimmed', () => {
    const body = createBody(valid({ ...base, title: ' Golden ', image: FROM_URL, image_name: ' Acme-Golden ', image_source: ' https://images.acme.example/g.tar.gz ', tags: ['windows'] }));
    assert.deepEqual(body, {
      title: 'Golden',
      description: 'For the lab',
      access_group: 'global',
      image_name: 'Acme-Golden',
      image_source: 'https://images.acme.example/g.tar.gz',
      all_computers: false,
      tags: ['windows'],
    });
  });

  it('the cloud-init text as base64 of its UTF-8 bytes, no data: prefix; accents, emoji and scripts survive', () => {
    const text = '#cloud-config\nwrite_files:\n  - content: "Grüße, こんにちは 👩🏽‍💻"\n    path: /etc/motd\n';
    const body = createBody(valid({ ...base, cloud_init: 'text', cloud_init_text: text }));
    assert.match(body.cloud_init_contents!, /^[A-Za-z0-9+/]+={0,2}$/);
    assert.equal(decoded(body.cloud_init_contents!), text);
    assert.equal(base64Text('#cloud-config\n'), 'I2Nsb3VkLWNvbmZpZwo=');
    // Longer than one 32 KiB slice of the encoder.
    const long = `#cloud-config\n${'é'.repeat(70_000)}`;
    assert.equal(decoded(base64Text(long)), long);
  });

  it('only the cloud-init of the kind chosen: a file, or the text, or none', () => {
    const both = { ...base, cloud_init_file: { name: 'init.yml', text: 'from: file\n' }, cloud_init_text: 'from: editor\n' };
    assert.equal(decoded(createBody(valid({ ...both, cloud_init: 'file' })).cloud_init_contents!), 'from: file\n');
    assert.equal(decoded(createBody(valid({ ...both, cloud_init: 'text' })).cloud_init_contents!), 'from: editor\n');
    assert.equal('cloud_init_contents' in createBody(valid({ ...both, cloud_init: '' })), false);
  });

  it('all instances: no tags sent', () => {
    assert.deepEqual(createBody(valid({ ...base, all_computers: true, tags: ['web'] })).tags, []);
  });
});

describe('a duplicate (§6.3)', () => {
  it('"{title} (copy)", the source’s values and store image; no cloud-init (the API sends it masked)', () => {
    const values = duplicateValues(profile());
    assert.deepEqual(values, {
      title: 'Research Ubuntu (copy)',
      description: 'Store image, set up by cloud-init',
      access_group: 'desktops',
      all_computers: false,
      tags: ['research', 'design'],
      image: 'Ubuntu-24.04',
      image_name: '',
      image_source: '',
      cloud_init: '',
      cloud_init_file: undefined,
      cloud_init_text: '',
    });
    assert.deepEqual(createBody(valid(values)), {
      title: 'Research Ubuntu (copy)',
      description: 'Store image, set up by cloud-init',
      access_group: 'desktops',
      image_name: 'Ubuntu-24.04',
      all_computers: false,
      tags: ['research', 'design'],
    });
  });

  it('a custom image is copied with its name and URL', () => {
    const source = profile({ image_name: 'Acme-Golden-2025.04', image_source: 'https://images.acme.example/wsl/golden.tar.gz' });
    const values = duplicateValues(source);
    assert.deepEqual([values.image, values.image_name, values.image_source], [FROM_URL, 'Acme-Golden-2025.04', 'https://images.acme.example/wsl/golden.tar.gz']);
    assert.deepEqual(createBody(valid(values)), {
      title: 'Research Ubuntu (copy)',
      description: 'Store image, set up by cloud-init',
      access_group: 'desktops',
      image_name: 'Acme-Golden-2025.04',
      image_source: 'https://images.acme.example/wsl/golden.tar.gz',
      all_computers: false,
      tags: ['research', 'design'],
    });
  });

  it('tells a masked cloud-init from none', () => {
    assert.equal(hasCloudInit(profile()), true);
    assert.equal(hasCloudInit(profile({ cloud_init_contents: null })), false);
    assert.equal(hasCloudInit(profile({ cloud_init_contents: '' })), false);
  });
});

describe('an edit (§6.4)', () => {
  it('requires the name, the description and the access group', async () => {
    assert.deepEqual(await errorsOf(editSchema, { ...editValues(profile()), title: ' ', description: '', access_group: '' }), {
      title: REQUIRED,
      description: REQUIRED,
      access_group: REQUIRED,
    });
  });

  it('sends every editable field, the last tag cleared as []; never the image or the cloud-init', () => {
    const values = editSchema.validateSync({ ...editValues(profile()), title: 'Lab Ubuntu ', access_group: 'global', tags: [] });
    assert.deepEqual(editBody(values), { title: 'Lab Ubuntu', description: 'Store image, set up by cloud-init', access_group: 'global', all_computers: false, tags: [] });
  });
});

describe('the counts said right (§6.2, §6.3: 1.14 always says "instances")', () => {
  it('the removal: the WSL instances stay, and the count agrees with its number', () => {
    const body = WSL_PROFILE_TEXTS.remove.body;
    assert.equal(body('Lab', 1), 'Removing "Lab" WSL profile will not remove the WSL child instances associated with it. The profile is associated with 1 instance.');
    assert.equal(body('Lab', 0), 'Removing "Lab" WSL profile will not remove the WSL child instances associated with it. The profile is associated with 0 instances.');
    assert.equal(body('Lab', 1234), 'Removing "Lab" WSL profile will not remove the WSL child instances associated with it. The profile is associated with 1,234 instances.');
    assert.equal(body('Lab', undefined), 'Removing "Lab" WSL profile will not remove the WSL child instances associated with it.');
  });
  it('the added notice', () => {
    assert.equal(WSL_PROFILE_FORM_TEXTS.form.associated(1), 'It has been associated with 1 instance');
    assert.equal(WSL_PROFILE_FORM_TEXTS.form.associated(159), 'It has been associated with 159 instances');
    assert.equal(WSL_PROFILE_FORM_TEXTS.form.added('Lab'), 'Profile "Lab" added successfully');
    assert.equal(WSL_PROFILE_FORM_TEXTS.form.duplicated('Lab'), 'Profile "Lab" duplicated successfully');
  });
});
