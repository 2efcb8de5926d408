// Intranet integration: the page reacts to the Landscape widgets' public events in its own feed.
(function () {
  var labels = {
    'landscape-signed-in': 'Signed in',
    'landscape-signed-out': 'Signed out',
    'landscape-account-switched': 'Organisation changed',
    'landscape-notify': 'Notification',
    'landscape-error': 'Error reported',
  };
  var log = document.getElementById('event-log');

  function show(event) {
    var item = document.createElement('li');
    var title = document.createElement('strong');
    title.textContent = labels[event.type];
    var name = document.createElement('code');
    name.textContent = event.type;
    var detail = document.createElement('span');
    detail.textContent = JSON.stringify(event.detail);
    item.append(title, ' ', name, ' ', detail);
    var empty = log.querySelector('.empty');
    if (empty) empty.remove();
    log.prepend(item);
  }

  Object.keys(labels).forEach(function (type) {
    document.addEventListener(type, show);
  });
})();

// The organisation card's hint is for signed-out visitors: it goes once someone is signed in, and comes
// back after a sign-out. The events tell of sign-ins on this page; a session that already exists when
// the page opens is read from the API once.
(function () {
  var hint = document.getElementById('organisation-hint');
  if (!hint) return;
  function signedIn(yes) {
    hint.hidden = yes;
  }
  document.addEventListener('landscape-signed-in', function () {
    signedIn(true);
  });
  document.addEventListener('landscape-signed-out', function () {
    signedIn(false);
  });
  fetch('/api/v2/me', { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then(function (response) {
      return response.ok ? response.json() : {};
    })
    .then(function (state) {
      if (state && state.current_account) signedIn(true);
    })
    .catch(function () {
      // Without an answer the hint stays: it is only a hint.
    });
})();
