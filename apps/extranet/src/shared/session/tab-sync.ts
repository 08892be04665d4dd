/** Tells the other tabs of this browser that the session's property changed (SPEC 8: "business ID changed"). */
const CHANNEL = 'extranet.session';

export interface BusinessChanged {
  type: 'businessChanged';
  businessId: string | null;
}

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
}

export function announceBusinessChange(businessId: string | null): void {
  const ch = channel();
  if (!ch) return;
  ch.postMessage({ type: 'businessChanged', businessId } satisfies BusinessChanged);
  ch.close();
}

export function onBusinessChange(listener: (message: BusinessChanged) => void): () => void {
  const ch = channel();
  if (!ch) return () => undefined;
  ch.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data as Partial<BusinessChanged> | null;
    if (data?.type === 'businessChanged')
      listener({ type: 'businessChanged', businessId: data.businessId ?? null });
  };
  return () => ch.close();
}
