/**
 * The live side of the notification centre: one LISTEN per server process on NOTIFICATION_CHANNEL (the
 * triggers and read marks NOTIFY the property's id at commit), fanned out to the open streams of that property.
 * Signals of one property are coalesced: its streams hear at most one change per COALESCE_MS, however fast the
 * intake books, so an open page costs one count query per burst, not per booking.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/types.js';
import { NOTIFICATION_CHANNEL } from './repository.js';

const COALESCE_MS = 250;
const RELISTEN_MS = 1000;

type Subscriber = () => void;

export class NotificationHub {
  readonly #subscribers = new Map<number, Set<Subscriber>>();
  readonly #due = new Map<number, NodeJS.Timeout>();
  #unlisten: (() => Promise<void>) | null = null;
  #retry: NodeJS.Timeout | null = null;
  #stopped = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    try {
      this.#unlisten = await this.db.listen(
        NOTIFICATION_CHANNEL,
        (payload) => this.#changed(Number(payload)),
        () => this.#relisten(),
      );
    } catch (error) {
      this.log.warn({ err: error }, 'notifications: LISTEN failed, retrying');
      this.#relisten();
    }
  }

  #relisten(): void {
    this.#unlisten = null;
    if (this.#stopped || this.#retry) return;
    this.#retry = setTimeout(() => {
      this.#retry = null;
      // Whatever was missed while the connection was down: every open stream counts again.
      for (const hotelId of this.#subscribers.keys()) this.#changed(hotelId);
      void this.start();
    }, RELISTEN_MS);
  }

  /** Calls `onChange` after entries or read state of the property change; returns the unsubscribe. */
  subscribe(hotelId: number, onChange: Subscriber): () => void {
    let set = this.#subscribers.get(hotelId);
    if (!set) this.#subscribers.set(hotelId, (set = new Set()));
    set.add(onChange);
    return () => {
      set.delete(onChange);
      if (set.size === 0 && this.#subscribers.get(hotelId) === set) this.#subscribers.delete(hotelId);
    };
  }

  #changed(hotelId: number): void {
    if (!Number.isSafeInteger(hotelId) || !this.#subscribers.has(hotelId) || this.#due.has(hotelId)) return;
    this.#due.set(
      hotelId,
      setTimeout(() => {
        this.#due.delete(hotelId);
        for (const onChange of this.#subscribers.get(hotelId) ?? []) onChange();
      }, COALESCE_MS),
    );
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#retry) clearTimeout(this.#retry);
    for (const timer of this.#due.values()) clearTimeout(timer);
    this.#due.clear();
    await this.#unlisten?.().catch(() => undefined);
  }
}
