// The job queues and their retry policy. pg-boss retries a failed job with exponential backoff (retryDelay,
// doubling) up to retryLimit times; a job running longer than expireInSeconds counts as failed and is retried.
export const QUEUES = {
  /** Delivers every line of a paid order (lib/server/fulfilment/deliver-order.ts). */
  deliverOrder: "deliver-order",
  /** Sends one e-mail (lib/server/mail). */
  sendMail: "send-mail",
  /** Refunds a guest's undeliverable line through the payment provider (lib/server/payments/run-refund-job.ts). */
  refundPayment: "refund-payment",
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const QUEUE_OPTIONS: Record<
  QueueName,
  { retryLimit: number; retryDelay: number; expireInSeconds: number }
> = {
  // A delivery running longer than this (a crashed worker) is retried; lines are guarded, so a slow one is safe.
  [QUEUES.deliverOrder]: { retryLimit: 8, retryDelay: 2, expireInSeconds: 30 },
  [QUEUES.sendMail]: { retryLimit: 10, retryDelay: 5, expireInSeconds: 60 },
  // A provider that is down gets about two hours (30 s doubling, 8 times) before the refund is left to the operator.
  [QUEUES.refundPayment]: { retryLimit: 8, retryDelay: 30, expireInSeconds: 60 },
};
