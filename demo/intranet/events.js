// Intranet integration: the page reacts to the Landscape widgets' public events in its own feed.
(function () {
  var labels = {
    'landscape-signed-in': 'Signed in',
    'landscape-signed-out': 'Signed out',
    'landscape-account-switched': 'Organisation changed',
    'landscape-notify': 'Notification',
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
