// The payment page (lib/server/payments/read-payment-viewer.ts) still takes readViewer from here; it lives in
// lib/server/http (it reads the page's cookies) and this file goes with the payments change of issue 27.
export { readViewer } from "../http/read-viewer";
