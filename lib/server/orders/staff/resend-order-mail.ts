// POST /api/admin/orders/{id}/resend-email/: staff send one of the order's e-mails again. The stored message is
// queued as a new send-mail job (the same queue, worker and transport as the first time, so it is retried and, in
// demo mode, lands in the outbox) with the audit entry, in one transaction. An order e-mail goes to the order's
// address as it is now (staff may have corrected it since); the capture credit's to whom it went.
import { eq } from "drizzle-orm";
import { getDb, type Db } from "../../db/client";
import { orders } from "../../db/schema";
import { fieldError, notFound } from "../../errors/domain-error";
import { enqueueJob } from "../../jobs/enqueue-job";
import { QUEUES } from "../../jobs/queues";
import type { OrderMailJob } from "../../mail/order-mail-job";
import { loadOrderMails, toAdminMail } from "./order-mails";
import { recordAudit, type AuditActor } from "../../audit/record-audit";

export async function resendOrderMail(orderId: number, actor: AuditActor, emailId: string, reason?: string) {
  const db = await getDb();
  return db.transaction(async (tx: Db) => {
    const [order] = await tx
      .select({ id: orders.id, email: orders.email })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order) throw notFound();
    const [mail] = await loadOrderMails(tx, order.id, emailId);
    if (!mail)
      throw fieldError("email_id", "Такого письма у этого заказа нет (или оно уже удалено из журнала).");
    // The message and its tag only: the job's own bookkeeping (the request that sent it) is the new job's.
    const { subject, text, html, template } = mail.data;
    const to = template !== "capture_credit" && order.email ? order.email : mail.data.to;
    const job: OrderMailJob = {
      to,
      subject,
      text,
      ...(html ? { html } : {}),
      orderId,
      template,
      resentFrom: mail.id,
    };
    const jobId = await enqueueJob(tx, QUEUES.sendMail, job);
    const before = toAdminMail(mail);
    await recordAudit(tx, actor, {
      action: "order.resend_email",
      targetType: "order",
      targetId: order.id,
      before: { email_id: before.id, template: before.template, to: before.to, state: before.state },
      after: { email_id: jobId, template: job.template, to, subject: job.subject, reason: reason || null },
    });
    const email = toAdminMail({
      id: String(jobId),
      data: job,
      state: "created",
      attempts: 0,
      created: new Date(),
      completed: null,
    });
    return { id: order.id, email };
  });
}
