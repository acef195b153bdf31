// notFound() inside store pages: the store layout is already around it, so only the screen is rendered.
import { NotFoundScreen, generateNotFoundMetadata } from "@/components/layout/not-found-screen";

export const generateMetadata = generateNotFoundMetadata;

export default function StoreNotFound() {
  return <NotFoundScreen />;
}
