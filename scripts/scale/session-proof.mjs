// Limits and sign-outs agree across the replicas (`npm run test:scale`): one account's wrong
// sign-ins limited as one, whichever replica each reaches; a sign-out refused by every replica.
import { signIn } from './replicas.mjs';

/** 15 wrong sign-ins for one account through the load balancer. */
export async function signInLimit(cluster, record) {
  const statuses = [];
  for (let i = 0; i < 15; i += 1) {
    statuses.push((await signIn(cluster.lbUrl, 'demo@example.com', `guess-${i}`)).status);
  }
  const allowed = statuses.filter((status) => status !== 429).length;
  record(
    '15 wrong sign-ins for one account, round robin over three replicas',
    `${allowed} reached the ordering API, then 429 (${statuses.join(' ')})`,
    // Ten, then the one that opens a 1-s wait for all replicas (a second one if the machine is slow).
    allowed >= 11 && allowed <= 12,
    '11 (one account quota and one wait for all replicas, not 30)',
  );
}

/** A member signed in through the load balancer: the session cookie, the token and the id. */
async function member(url) {
  const answer = await signIn(url, 'other@example.com', 'Gravy4567!');
  const signedIn = await answer.json();
  // The member is the session cookie with its key (the token fields hold the key).
  const cookie = answer.headers
    .getSetCookie()
    .map((set) => set.split(';')[0])
    .filter((pair) => pair.startsWith('qsr_session='))
    .join('; ');
  return {
    cookie,
    token: signedIn.data.tokens['access.token'],
    id: String(signedIn.data.user.id),
  };
}

/** A session signed out through the load balancer, then used on every replica at once. */
export async function signOut(cluster, record) {
  const { cookie, token, id } = await member(cluster.lbUrl);
  const identify = (url) =>
    fetch(`${url}/api/braze/users/track`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        client_sub: 'mealtime',
        'x-member-token': token,
        cookie,
      },
      body: JSON.stringify({ attributes: [{ external_id: id, Language: 'es' }] }),
    }).then((res) => res.status);
  const everyReplica = () => Promise.all(cluster.replicas.map((replica) => identify(replica.url)));
  const before = await everyReplica();
  await fetch(`${cluster.lbUrl}/api/v1/members/signout`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}`, cookie },
  });
  const after = await everyReplica();
  record(
    'a session signed out through the load balancer, asked of every replica at once',
    `before: ${before.join(' ')}; right after: ${after.join(' ')}`,
    before.every((status) => status < 300) && after.every((status) => status === 401),
    'refused (401) by all three',
  );
}
