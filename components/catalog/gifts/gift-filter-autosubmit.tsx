"use client";
// Enhances the gift filter form: a changed select or toggle applies at once, and submits navigate client-side.
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { buildGiftsHref, readGiftFilterForm } from "./build-gifts-href";

export function GiftFilterAutoSubmit() {
  const router = useRouter();
  const anchorRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const form = anchorRef.current?.closest("form");
    if (!form) return;
    const apply = () => router.push(buildGiftsHref(readGiftFilterForm(form)), { scroll: false });
    const onChange = (event: Event) => {
      // Typing is applied on Enter or the button, not on every blur of the search box.
      if (event.target instanceof HTMLInputElement && event.target.type === "search") return;
      apply();
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      apply();
    };
    form.addEventListener("change", onChange);
    form.addEventListener("submit", onSubmit);
    return () => {
      form.removeEventListener("change", onChange);
      form.removeEventListener("submit", onSubmit);
    };
  }, [router]);

  return <span ref={anchorRef} hidden />;
}
