/**
 * The benchmark's floor: the least a page can do to show the first activities: React, `me`, then
 * `activities` (the very query the portal's activities screen sends), then one plain table. It is the
 * lower bound the portal is measured against, so it does nothing slowly on purpose: both requests
 * start as this module runs, before React renders anything, and the table renders once, with data.
 */
import { createRoot } from 'react-dom/client';

interface Activity {
  readonly id: number;
  readonly summary: string;
  readonly activity_status: string;
  readonly creation_time: string;
  readonly creator?: { readonly name: string } | null;
}

/** The same headers and cookie policy as the portal's API client: `me` by cookie, the rest by bearer. */
async function getJson<T>(path: string, token?: string): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(path, { headers, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response.json() as Promise<T>;
}

const page = getJson<{ token?: string }>('/api/v2/me').then((me) =>
  getJson<{ results: Activity[] }>('/api/v2/activities?limit=20&offset=0', me.token),
);

const created = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

function Activities({ rows }: { readonly rows: readonly Activity[] }) {
  return (
    <table>
      <caption>Activities</caption>
      <thead>
        <tr>
          <th scope="col">Status</th>
          <th scope="col">Description</th>
          <th scope="col">Created</th>
          <th scope="col">Creator</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((activity) => (
          <tr key={activity.id}>
            <td>{activity.activity_status}</td>
            <td>{activity.summary}</td>
            <td>{created.format(new Date(activity.creation_time))}</td>
            <td>{activity.creator?.name ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

page.then(
  ({ results }) => createRoot(document.getElementById('root')!).render(<Activities rows={results} />),
  (error: unknown) => {
    document.getElementById('root')!.textContent = String(error);
  },
);
