import { useEffect, useRef } from 'react';

/** Waits before opening a new stream after one failed: 2 s, doubling up to a minute. */
export const RETRY_FIRST_MS = 2_000;
export const RETRY_MAX_MS = 60_000;

export interface StreamListener {
  /** The server-sent event's name (`unread`, `chat`). */
  readonly event: string;
  readonly onMessage: (data: string) => void;
  /**
   * Before a refused stream is opened again: read what may have been missed (through the API client, which also
   * renews an expired session, the usual reason for a refusal).
   */
  readonly onReopen?: () => unknown;
}

interface Stream {
  readonly hotelId: number;
  readonly url: string;
  readonly listeners: Set<StreamListener>;
  /** The event names with a dispatcher on the current source. */
  readonly attached: Set<string>;
  source: EventSource | null;
  retry: ReturnType<typeof setTimeout> | undefined;
  delay: number;
}

const streams = new Map<number, Stream>();

function attach(stream: Stream, event: string) {
  if (!stream.source || stream.attached.has(event)) return;
  stream.attached.add(event);
  stream.source.addEventListener(event, (message) => {
    stream.delay = RETRY_FIRST_MS;
    const data = (message as MessageEvent<string>).data;
    for (const listener of [...stream.listeners]) if (listener.event === event) listener.onMessage(data);
  });
}

function open(stream: Stream) {
  const source = new EventSource(stream.url);
  stream.source = source;
  stream.attached.clear();
  for (const listener of stream.listeners) attach(stream, listener.event);
  source.onerror = () => {
    // EventSource retries a dropped connection itself; a refused one ends CLOSED and is ours to retry.
    if (stream.source !== source || source.readyState !== EventSource.CLOSED) return;
    stream.source = null;
    stream.retry = setTimeout(() => {
      void Promise.allSettled([...stream.listeners].map(async (l) => l.onReopen?.())).then(() => {
        if (stream.listeners.size > 0 && streams.get(stream.hotelId) === stream) open(stream);
      });
    }, stream.delay);
    stream.delay = Math.min(stream.delay * 2, RETRY_MAX_MS);
  };
}

/**
 * The notification centre's stream of a property (`GET .../notifications/stream`, server-sent events), shared by
 * everything on the page that listens to it: one connection per property however many listen (the bell's count
 * and an open chat inbox), closed when the last stops. Returns the unsubscribe.
 */
export function subscribeNotificationStream(hotelId: number, listener: StreamListener): () => void {
  let stream = streams.get(hotelId);
  if (!stream) {
    stream = {
      hotelId,
      url: `/api/v1/hotels/${hotelId}/notifications/stream`,
      listeners: new Set(),
      attached: new Set(),
      source: null,
      retry: undefined,
      delay: RETRY_FIRST_MS,
    };
    streams.set(hotelId, stream);
    stream.listeners.add(listener);
    open(stream);
  } else {
    stream.listeners.add(listener);
    attach(stream, listener.event);
  }
  const own = stream;
  return () => {
    own.listeners.delete(listener);
    if (own.listeners.size > 0) return;
    clearTimeout(own.retry);
    own.source?.close();
    own.source = null;
    if (streams.get(hotelId) === own) streams.delete(hotelId);
  };
}

/** Listens to one event of the property's notification stream while `enabled` (and the browser has EventSource). */
export function useNotificationStream(
  hotelId: number,
  enabled: boolean,
  event: string,
  onMessage: (data: string) => void,
  onReopen?: () => unknown,
): void {
  // The latest callbacks, without opening the stream again when they change.
  const handlers = useRef({ onMessage, onReopen });
  useEffect(() => {
    handlers.current = { onMessage, onReopen };
  });
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    return subscribeNotificationStream(hotelId, {
      event,
      onMessage: (data) => handlers.current.onMessage(data),
      onReopen: () => handlers.current.onReopen?.(),
    });
  }, [enabled, hotelId, event]);
}
