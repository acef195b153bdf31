// Toast notifications (SPEC.md section 4): one shows at a time, different ones queue, an identical one restarts.
import { createValueStore } from "./value-store";

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

export const notificationsStore = createValueStore<NotificationsState>(initialNotificationsState);

export const isSameNotification = (a: Notification | null, b: Notification) =>
  a !== null && a.type === b.type && a.text === b.text;

/**
 * Shows the toast now, queues it behind the current one, or replays the current one if identical. Callable from
 * anywhere: components, the API client, event handlers.
 */
export function notify(notification: Notification) {
  const state = notificationsStore.get();
  if (!state.current) {
    notificationsStore.set({
      ...state,
      current: notification,
      run: state.run + 1,
      isRestarting: false,
    });
    return;
  }
  if (isSameNotification(state.current, notification)) {
    notificationsStore.set({ ...state, isRestarting: true });
    setTimeout(() => {
      const latest = notificationsStore.get();
      if (!isSameNotification(latest.current, notification)) return;
      notificationsStore.set({ ...latest, run: latest.run + 1, isRestarting: false });
    }, RESTART_DELAY_MS);
    return;
  }
  notificationsStore.set({ ...state, queue: [...state.queue, notification] });
}

/** The current toast is done (animation ended or closed): show the next queued one or hide. */
export function advanceNotifications() {
  const state = notificationsStore.get();
  const [next = null, ...rest] = state.queue;
  notificationsStore.set({
    current: next,
    queue: rest,
    run: next ? state.run + 1 : state.run,
    isRestarting: false,
  });
}
