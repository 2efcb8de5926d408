import { formatCount } from '../../lib/numbers.ts';
import { registerTexts } from '../../state/texts.ts';

/**
 * Texts of the WSL profiles' forms and details (screens profiles.md §6.3–§6.5), verbatim where the
 * file quotes them; loaded with those panels, not with the list. The required message has no period
 * (§6.3, unlike the other profile types'); the notices' counts agree with their number.
 */
export const WSL_PROFILE_FORM_TEXTS = registerTexts('wsl-profiles.form', {
  form: {
    title: 'Name',
    description: 'Description',
    copy: (title: string) => `${title} (copy)`,
    required: 'This field is required',
    warningTitle: 'Warning',
    warning: 'Once the profile is added, you cannot modify the RootFS image or Cloud-init file.',
    editUnavailableTitle: 'Editing unavailable',
    editUnavailable: 'You cannot edit RootFS image or Cloud-init file. To modify these fields, create a new profile.',
    rootfs: 'RootFS image',
    select: 'Select',
    fromUrl: 'From URL',
    imagesFailed: 'Could not load the RootFS images.',
    imageName: 'Image name',
    reservedName: "Instance name cannot match 'ubuntu', 'ubuntu-preview', or 'ubuntu-<dd>.<dd>'",
    imageUrl: 'RootFS image URL',
    imageUrlHelp: 'The file path must be reachable by the affected WSL instances.',
    cloudInit: 'Cloud-init',
    cloudInitKinds: { file: 'From a file', text: 'Plain text' },
    upload: 'Upload cloud-init',
    uploadHelp:
      'You can use a cloud-init configuration YAML file under 1MB to register new WSL instances. Cloud-init streamlines the setup by automating installation and configuration tasks.',
    code: 'Cloud init configuration',
    tooLarge: 'File size must be less than 1MB',
    /** A duplicate's source has a cloud-init file, which the API never sends back. */
    duplicateCloudInit: 'The cloud-init file of the profile duplicated cannot be read back: the duplicate gets no cloud-init unless you give one here.',
    /** The edit form's Cloud-init, which cannot change. */
    cloudInitSet: 'Set (hidden)',
    cloudInitNotSet: 'Not set',
    submitAdd: 'Add WSL profile',
    submitDuplicate: 'Duplicate',
    submitDuplicateName: 'Duplicate WSL profile',
    duplicating: 'Duplicating\u2026',
    added: (title: string) => `Profile "${title}" added successfully`,
    duplicated: (title: string) => `Profile "${title}" duplicated successfully`,
    associated: (count: number) => `It has been associated with ${formatCount(count)} ${count === 1 ? 'instance' : 'instances'}`,
    saved: 'WSL profile updated',
    savedMessage: (title: string) => `WSL profile "${title}" updated successfully`,
  },
  details: {
    description: 'Description',
    imageName: 'RootFS image name',
    imageSource: 'RootFS image source',
    cloudInit: 'Cloud-init',
    /** The API sends a profile's cloud-init file masked. */
    cloudInitSet: 'Set (hidden)',
    cloudInitNone: 'N/A',
    notCompliant: 'Not compliant',
    pending: 'Pending',
    gone: 'This WSL profile no longer exists.',
  },
});
