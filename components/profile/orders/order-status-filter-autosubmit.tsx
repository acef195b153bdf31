"use client";
// Applies a changed status at once (page 1 of the chosen status), client-side, and hides the submit button.
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import type { OrderStatus } from "@/lib/api/types/order";
import { buildProfileHref } from "../profile-search";

function readForm(form: HTMLFormElement) {
  const data = new FormData(form);
  const status = String(data.get("status") ?? "");
  return buildProfileHref({
    view: data.get("view") === "recent" ? "recent" : "all",
    status: status ? (status as OrderStatus) : null,
  });
}

export function OrderStatusFilterAutoSubmit() {
  const router = useRouter();
  const anchorRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const form = anchorRef.current?.closest("form");
    if (!form) return;
    const apply = (event: Event) => {
      event.preventDefault();
      router.push(readForm(form), { scroll: false });
    };
    form.addEventListener("change", apply);
    form.addEventListener("submit", apply);
    // A change applies at once now, so the submit button (there for no-JS browsers) can go.
    form.dataset.enhanced = "true";
    return () => {
      delete form.dataset.enhanced;
      form.removeEventListener("change", apply);
      form.removeEventListener("submit", apply);
    };
  }, [router]);

  return <span ref={anchorRef} hidden />;
}
