import { registerTexts } from '../../../state/texts.ts';
import { formatBytes } from '../../../ui/form/texts.ts';
import { formatCount } from '../../../lib/numbers.ts';

/** Texts of the add and edit script forms (§1.5), verbatim where the file quotes them. */
export const SCRIPT_FORM_TEXTS = registerTexts('scripts.form', {
  panel: {
    add: 'Add script',
    edit: (title: string) => `Edit "${title}" script`,
  },
  title: 'Title',
  code: 'Code',
  populate: 'Populate from file',
  populateFailed: 'The file could not be read as text.',
  accessGroup: 'Access group',
  attachmentsHeading: 'List of attachments',
  attachmentsHelp:
    'Attachments that will be sent along with the script. You can attach up to 5 files, for a maximum of 1.00MB. Filenames must be unique. On the client, the attachments will be placed in the directory whose name is accessible through the environment variable LANDSCAPE_ATTACHMENTS. They’ll be deleted once the script has been run.',
  /** The slots' off-screen labels (§1.5). */
  slots: ['first attachment', 'second attachment', 'third attachment', 'fourth attachment', 'fifth attachment'],
  download: 'Download',
  downloadName: (filename: string) => `Download ${filename}`,
  remove: 'Remove',
  removeName: (filename: string) => `Remove ${filename} attachment`,
  newFile: (size: number) => `new, ${formatBytes(size)}`,
  required: 'This field is required',
  interpreter: 'The code must start with an interpreter line, like #!/bin/bash.',
  /** Refused before any upload (the issue), unlike upstream (§1.9.4). */
  tooManyFiles: 'You can attach up to 5 files.',
  tooLarge: (size: number) => `Attachments can total at most 1.00MB; the new ones total ${formatBytes(size)}.`,
  duplicateName: (filename: string) => `Filenames must be unique: ${filename} is attached twice.`,
  submitAdd: 'Create script',
  submitEdit: 'Submit new version',
  progressAdd: 'Creating...',
  progressEdit: 'Submitting...',
  cancel: 'Cancel',
  back: 'Back',
  confirm: {
    title: (title: string) => `Submit new version of "${title}"`,
    body: 'All future script runs will be done using the latest version of the code.',
    bodyWithProfiles:
      'All future script runs will be done using the latest version of the code. Submitting these changes will affect the following profiles:',
    profilesCaption: 'Affected profiles',
    activeProfiles: 'active profiles',
    associatedInstances: 'associated instances',
    instances: (count: number) => `${formatCount(count)} ${count === 1 ? 'instance' : 'instances'}`,
    allInstances: 'All instances',
    profilesFailed: 'Could not load the profiles this script runs in.',
    submit: 'Submit new version',
    progress: 'Submitting...',
  },
  added: { title: 'Script added', message: (title: string) => `"${title}" script added successfully` },
  edited: {
    title: (title: string) => `You have successfully submitted a new version of ${title}`,
    message: 'All its associated profiles will now be run using this new version.',
  },
  /** A create the server accepted whose attachment it then refused: the next submit edits that script. */
  createdButAttachment: (filename: string, message: string) => `The script was created, but ${filename} was not attached: ${message}`,
  attachmentRefused: (filename: string, message: string) => `${filename} was not attached: ${message}`,
  loadFailed: 'Could not load the script to edit.',
});
