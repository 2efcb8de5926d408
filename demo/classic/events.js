// The host side of the integration: the page listens to the widgets' public events and logs them.
const events = [
  'landscape-signed-in',
  'landscape-signed-out',
  'landscape-account-switched',
  'landscape-notify',
  'landscape-navigate',
  'landscape-error',
];
const log = document.getElementById('event-log');

function show(event) {
  const item = document.createElement('li');
  const time = document.createElement('time');
  time.textContent = new Date().toLocaleTimeString();
  const name = document.createElement('code');
  name.textContent = event.type;
  const detail = document.createElement('span');
  detail.textContent = `from <${event.target.localName}>: ${JSON.stringify(event.detail)}`;
  item.append(time, ' ', name, ' ', detail);
  log.querySelector('.empty')?.remove();
  log.prepend(item);
}

for (const type of events) document.addEventListener(type, show);
