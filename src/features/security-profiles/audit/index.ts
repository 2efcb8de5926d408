/** Download audit (UPSTREAM-NOTES "Download audit panel"): the row action's panel and the "audits ready" notice. */
export { useDownloadAudit } from './useDownloadAudit.tsx';
export { ReadyAudits } from './ReadyAudits.tsx';
