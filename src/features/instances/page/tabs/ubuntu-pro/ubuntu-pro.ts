import { isRecord, isString } from '../../../../../api/guards.ts';

/**
 * An instance's `ubuntu_pro_info` as the Ubuntu Pro tab shows it (screens §4.6): attached (the
 * account, the contract and its services), not attached (a failure, or nothing sent), or unreadable
 * when a part the tab shows is not what it expects.
 */
export interface ProService {
  readonly name: string;
  readonly entitled: string | null;
  readonly status: string | null;
  readonly description: string | null;
}

export type ProInfo =
  | { readonly kind: 'attached'; readonly account: string | null; readonly subscription: string | null; readonly expires: string | null; readonly supportLevel: string | null; readonly services: readonly ProService[] }
  | { readonly kind: 'not-attached' }
  | { readonly kind: 'unreadable' };

const optionalText = (value: unknown): string | null | undefined => (value === undefined || value === null || value === '' ? null : isString(value) ? value : undefined);

function service(value: unknown): ProService | undefined {
  if (!isRecord(value) || !isString(value['name'])) return undefined;
  const entitled = optionalText(value['entitled']);
  const status = optionalText(value['status']);
  const description = optionalText(value['description']);
  if (entitled === undefined || status === undefined || description === undefined) return undefined;
  return { name: value['name'], entitled, status, description };
}

export function proInfo(value: unknown): ProInfo {
  if (!isRecord(value) || value['result'] !== 'success') return { kind: 'not-attached' };
  const account = isRecord(value['account']) ? optionalText(value['account']['name']) : value['account'] === undefined ? null : undefined;
  const contract = value['contract'];
  const subscription = isRecord(contract) ? optionalText(contract['name']) : contract === undefined ? null : undefined;
  const supportLevel = isRecord(contract) ? optionalText(contract['tech_support_level']) : contract === undefined ? null : undefined;
  const expires = optionalText(value['expires']);
  const rawServices = value['services'] ?? [];
  const services = Array.isArray(rawServices) ? rawServices.map(service) : undefined;
  if (account === undefined || subscription === undefined || supportLevel === undefined || expires === undefined || !services || services.some((item) => item === undefined)) {
    return { kind: 'unreadable' };
  }
  return { kind: 'attached', account, subscription, expires, supportLevel, services: services as ProService[] };
}
