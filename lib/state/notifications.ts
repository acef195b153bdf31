// Toast notifications (SPEC.md section 4): one shows at a time, different ones queue, an identical one restarts.
import { atom, getDefaultStore } from "jotai";

export const NOTIFICATION_TYPES = ["success", "warning", "error"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type Notification = { type: NotificationType; text: string };

export type NotificationsState = {
  current: Notification | null;
  queue: Notification[];
  /** Bumped to replay the animation of the current toast (used as a React key). */
  run: number;
  /** True during the short pause that lets the animation restart from its first frame. */
  isRestarting: boolean;
};

/** Pause between stopping and replaying the animation of an identical toast. */
export const RESTART_DELAY_MS = 10;

export const initialNotificationsState: NotificationsState = {
  current: null,
  queue: [],
  run: 0,
  isRestarting: false,
};

export const notificationsAtom = atom<NotificationsState>(initialNotificationsState);

type Store = ReturnType<typeof getDefaultStore>;

export const isSameNotification = (a: Notification | null, b: Notification) =>
  a !== null && a.type === b.type && a.text === b.text;

/** Shows the toast now, queues it behind the current one, or replays the current one if identical. */
export function pushNotification(store: Store, notification: Notification) {
  const state = store.get(notificationsAtom);
  if (!state.current) {
    store.set(notificationsAtom, {
      ...state,
      current: notification,
      run: state.run + 1,
      isRestarting: false,
    });
    return;
  }
  if (isSameNotification(state.current, notification)) {
    store.set(notificationsAtom, { ...state, isRestarting: true });
    setTimeout(() => {
      const latest = store.get(notificationsAtom);
      if (!isSameNotification(latest.current, notification)) return;
      store.set(notificationsAtom, { ...latest, run: latest.run + 1, isRestarting: false });
    }, RESTART_DELAY_MS);
    return;
  }
  store.set(notificationsAtom, { ...state, queue: [...state.queue, notification] });
}

/** The current toast is done (animation ended or closed): show the next queued one or hide. */
export function advanceNotifications(store: Store) {
  const state = store.get(notificationsAtom);
  const [next = null, ...rest] = state.queue;
  store.set(notificationsAtom, {
    current: next,
    queue: rest,
    run: next ? state.run + 1 : state.run,
    isRestarting: false,
  });
}

/** For code outside React (API client, event handlers): uses the default jotai store. */
export function notify(notification: Notification) {
  pushNotification(getDefaultStore(), notification);
}
