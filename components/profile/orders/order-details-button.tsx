"use client";
// Opens the order history dialog with the order's full details (the order comes in from the server).
import { useState } from "react";
import { useTranslations } from "next-intl";
import type { OrderHistoryEntry } from "@/lib/api/types/order";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { OrderDetails } from "./order-details";

export function OrderDetailsButton({ order }: { order: OrderHistoryEntry }) {
  const t = useTranslations("orderHistory");
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="secondary"
        aria-haspopup="dialog"
        aria-label={t("details_label", { id: order.id })}
        onClick={() => setIsOpen(true)}
      >
        {t("details")}
      </Button>
      <Modal isOpen={isOpen} onClose={() => setIsOpen(false)} title={t("number", { id: order.id })} size="m">
        <OrderDetails order={order} />
      </Modal>
    </>
  );
}
