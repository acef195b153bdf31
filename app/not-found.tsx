// Unknown paths anywhere in the app: the 404 screen inside the default store layout.
import { NotFoundScreen, generateNotFoundMetadata } from "@/components/layout/not-found-screen";
import { StoreShell } from "@/components/layout/store-shell";

export const generateMetadata = generateNotFoundMetadata;

export default function NotFound() {
  return (
    <StoreShell>
      <NotFoundScreen />
    </StoreShell>
  );
}
