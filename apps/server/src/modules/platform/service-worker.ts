/**
 * The web-push service worker served at /v3/firebase-messaging-sw.js. Plain JavaScript (it runs in the
 * browser as is). A chat push carries the SPEC 3 payload { message_id, channel: { name, channel_url },
 * custom_type, type, message, data }, either as the push's JSON or inside a `data` object whose values may be
 * JSON strings (as FCM delivers them, e.g. data.sendbird). Unparseable and duplicate payloads are ignored.
 * The title falls back to the channel name; the app's language is not known here, so no fixed UI text is
 * shown (the message is the user's own content). A click opens /v3/chat with the channel and the push's property
 * (`?hotelId=`): the app switches to that property first when it is not the current one.
 */
export const SERVICE_WORKER_SOURCE = `/* Partner extranet web-push service worker. */
'use strict';

const seen = new Set();
const MAX_SEEN = 200;

function parseJson(value) {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch (e) {
    return undefined;
  }
}

function chatPayload(raw) {
  const candidates = [raw];
  if (raw && typeof raw === 'object' && raw.data && typeof raw.data === 'object') {
    candidates.push(raw.data);
    for (const key of Object.keys(raw.data)) candidates.push(parseJson(raw.data[key]));
  }
  for (const c of candidates) {
    const p = parseJson(c);
    if (p && typeof p === 'object' && typeof p.message === 'string' && p.channel && typeof p.channel === 'object') {
      return p;
    }
  }
  return null;
}

// The property of the push (our payload's data.hotelId): a click opens the chat on that property.
function hotelOf(payload) {
  const data = parseJson(payload.data);
  const id = data && typeof data === 'object' ? Number(data.hotelId) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function readPush(event) {
  if (!event.data) return null;
  let raw;
  try {
    raw = event.data.json();
  } catch (e) {
    return null;
  }
  return chatPayload(raw);
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  const payload = readPush(event);
  if (!payload) return;
  const id = payload.message_id !== undefined && payload.message_id !== null ? String(payload.message_id) : '';
  if (id) {
    if (seen.has(id)) return;
    seen.add(id);
    if (seen.size > MAX_SEEN) seen.delete(seen.values().next().value);
  }
  const channelUrl = typeof payload.channel.channel_url === 'string' ? payload.channel.channel_url : '';
  const title = typeof payload.channel.name === 'string' && payload.channel.name ? payload.channel.name : 'Chat';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: payload.message,
      tag: id || undefined,
      data: { channelUrl: channelUrl, hotelId: hotelOf(payload) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const query = [];
  if (data.channelUrl) query.push('channelUrl=' + encodeURIComponent(data.channelUrl));
  if (data.hotelId) query.push('hotelId=' + encodeURIComponent(String(data.hotelId)));
  const target = new URL('/v3/chat' + (query.length ? '?' + query.join('&') : ''), self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const w of windows) {
        if (w.url === target && 'focus' in w) return w.focus();
      }
      for (const w of windows) {
        if (new URL(w.url).pathname.startsWith('/v3/') && 'navigate' in w) {
          return w.navigate(target).then((c) => (c ? c.focus() : self.clients.openWindow(target)));
        }
      }
      return self.clients.openWindow(target);
    }),
  );
});
`;
