// Payselection is switched on by PAYSELECTION_SITE_ID and PAYSELECTION_SECRET_KEY.
import { getConfig } from "../../config";

export function getPayselectionConfig() {
  const c = getConfig();
  if (!c.PAYSELECTION_SITE_ID || !c.PAYSELECTION_SECRET_KEY) return null;
  return {
    siteId: c.PAYSELECTION_SITE_ID,
    secret: c.PAYSELECTION_SECRET_KEY,
    apiUrl: c.PAYSELECTION_API_URL,
  };
}
