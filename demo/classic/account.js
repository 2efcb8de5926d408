// The classic header has room for who is signed in, not for a sign-in form. Signed out, the sign-in
// widget stands at the top of the page's content (the header links to it); signed in, it moves to
// the header, beside the organisation selector. Moving an element re-renders it in its new place;
// the store, under the same <landscape-root>, keeps the session.
const login = document.querySelector('landscape-login');
const account = document.querySelector('.account');
const panel = document.getElementById('sign-in');
const slot = panel.querySelector('.sign-in-slot');
const link = document.getElementById('sign-in-link');
const switcher = document.querySelector('landscape-org-switcher');

function place(signedIn) {
  const target = signedIn ? account : slot;
  if (login.parentElement !== target) target.append(login);
  panel.hidden = signedIn;
  link.hidden = signedIn;
  // Nothing to select while signed out: it would only leave a gap beside the link.
  switcher.hidden = !signedIn;
}

document.addEventListener('landscape-signed-in', () => place(true));
document.addEventListener('landscape-signed-out', () => place(false));
// A session that already exists when the page opens is read from the API once.
fetch('/api/v2/me', { credentials: 'same-origin', headers: { accept: 'application/json' } })
  .then((response) => (response.ok ? response.json() : {}))
  .then((state) => place(Boolean(state && state.current_account)))
  .catch(() => place(false));
