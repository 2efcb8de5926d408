import { formatCount } from '../../../../../lib/numbers.ts';
import { registerTexts } from '../../../../../state/texts.ts';

/** Texts of the instance page's Processes tab (screens §4.3; confirmations and notices are ours). */
export const PROCESS_TEXTS = registerTexts('instances.processes', {
  searchLabel: 'Search processes',
  searchPlaceholder: 'Search by command',
  tableCaption: 'Processes',
  toggleAll: 'Toggle all processes',
  selectRow: (name: string, pid: number) => `Select process ${name} (PID ${pid})`,
  columns: { command: 'Command', state: 'State', vmSize: 'VM size', cpu: 'CPU (%)', pid: 'PID', startedAt: 'Started at', group: 'Group' },
  cpu: (share: number) => `${(share * 100).toFixed(1)}%`,
  vmSize: (kib: number) => `${formatCount(kib)} KiB`,
  noneRunningTitle: 'No processes running',
  empty: 'No processes found',
  pageSizeLabel: 'Processes per page',
  actionsLabel: 'Process actions',
  end: 'End process',
  kill: 'Kill process',
  selectFirst: 'Select the processes first.',
  selectedCount: (count: number) => `${formatCount(count)} selected`,
  confirm: {
    endTitle: (count: number, name: string) => (count === 1 ? `End process ${name}` : `End ${formatCount(count)} processes`),
    killTitle: (count: number, name: string) => (count === 1 ? `Kill process ${name}` : `Kill ${formatCount(count)} processes`),
    endBody: (count: number, instance: string) =>
      `This will ask ${count === 1 ? 'the process' : 'the selected processes'} on "${instance}" to end (SIGTERM), so ${count === 1 ? 'it' : 'they'} can save ${count === 1 ? 'its' : 'their'} work first.`,
    killBody: (count: number, instance: string) =>
      `This will stop ${count === 1 ? 'the process' : 'the selected processes'} on "${instance}" at once (SIGKILL), without a chance to save ${count === 1 ? 'its' : 'their'} work.`,
    endProgress: 'Ending...',
    killProgress: 'Killing...',
  },
  notice: {
    endTitle: (what: string) => `You queued ${what} to be ended.`,
    killTitle: (what: string) => `You queued ${what} to be killed.`,
    what: (count: number, name: string) => (count === 1 ? `process ${name}` : `${formatCount(count)} processes`),
    message: (count: number, instance: string) => `${count === 1 ? 'It is' : 'They are'} queued in Activities for "${instance}".`,
    viewDetails: 'View details',
  },
} as const);
